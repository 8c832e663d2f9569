import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /api/live/streams/{id}/mutes (204): the streamer mutes a viewer for the rest of the stream. */
export function muteStreamViewer(streamId: string, userId: string): Promise<unknown> {
  return apiRequest(`/live/streams/${encodeURIComponent(streamId)}/mutes`, z.unknown(), {
    method: 'POST',
    body: { userId },
  });
}

export const useMuteStreamViewer = (streamId: string) =>
  useMutation({ mutationFn: (userId: string) => muteStreamViewer(streamId, userId) });
