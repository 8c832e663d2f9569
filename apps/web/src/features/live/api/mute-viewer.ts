import { liveEndpoints } from '@swapyard/domain/endpoints/live';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** The streamer mutes a viewer for the rest of the stream (204). */
export function muteStreamViewer(streamId: string, userId: string): Promise<undefined> {
  return callEndpoint(liveEndpoints.mute, { params: { streamId }, body: { userId } });
}

export const useMuteStreamViewer = (streamId: string) =>
  useMutation({ mutationFn: (userId: string) => muteStreamViewer(streamId, userId) });
