import type { SupportMessage } from '@swapyard/domain/support';
import { useMutation } from '@tanstack/react-query';
import { supportEndpoints } from '@swapyard/domain/endpoints/support';
import { callEndpoint } from '@/lib/api-client';

/** Members only: mailed to the support team, who reply to the member's e-mail. */
export function sendSupportMessage(body: SupportMessage): Promise<void> {
  return callEndpoint(supportEndpoints.send, { body });
}

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
