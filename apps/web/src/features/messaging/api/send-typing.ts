import { messagesEndpoints } from '@swapyard/domain/endpoints/messages';
import { callEndpoint } from '@/lib/api-client';

/** Shows the other member my 'typing...' label. Best effort. */
export function sendTyping(userId: string): Promise<unknown> {
  return callEndpoint(messagesEndpoints.typing, { params: { userId } });
}
