import type { SupportMessage } from '@swapyard/domain/support';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /api/support/messages (members only): mailed to the support team, who reply to the member's e-mail. */
export function sendSupportMessage(body: SupportMessage): Promise<void> {
  return apiRequest('/support/messages', z.undefined(), { method: 'POST', body });
}

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
