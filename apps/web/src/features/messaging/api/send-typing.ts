import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /api/messages/direct/{userId}/typing: the other member's 'typing...' label. Best effort. */
export function sendTyping(userId: string): Promise<unknown> {
  return apiRequest(`/messages/direct/${encodeURIComponent(userId)}/typing`, z.unknown(), { method: 'POST' });
}
