import { useEffect, useRef, useState } from 'react';
import { useIceServers } from '../api/get-ice-servers';
import { publishVideo } from '../api/live-video';
import { iceGatheringDone } from '../lib/ice-gathering';
import { retryDelayMs } from '../lib/retry';

export type PublishStatus = 'idle' | 'connecting' | 'sending' | 'retrying';

interface Senders {
  video: RTCRtpSender;
  audio: RTCRtpSender;
}

/**
 * Sends the streamer's camera and microphone to the server while `streamId` is set (docs/product/live.md,
 * "Video"): a sendonly offer for audio and video, ICE gathered first, the server's answer back. A connection that
 * fails or a publish that is refused is tried again after a growing pause. Turning the camera or microphone off and
 * on swaps the track on its sender (null while off), so viewers keep their connection.
 */
export function usePublishVideo(
  streamId: string | null,
  videoTrack: MediaStreamTrack | null,
  audioTrack: MediaStreamTrack | null,
): PublishStatus {
  const [status, setStatus] = useState<PublishStatus>('connecting');
  const [attempt, setAttempt] = useState(0);
  const iceServers = useIceServers();
  const senders = useRef<Senders | null>(null);
  const tracks = useRef({ video: videoTrack, audio: audioTrack });
  const failures = useRef(0);

  useEffect(() => {
    tracks.current = { video: videoTrack, audio: audioTrack };
  });
  useEffect(() => {
    void senders.current?.video.replaceTrack(videoTrack).catch(() => undefined);
  }, [videoTrack]);
  useEffect(() => {
    void senders.current?.audio.replaceTrack(audioTrack).catch(() => undefined);
  }, [audioTrack]);

  useEffect(() => {
    if (!streamId || !iceServers) return;
    let over = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const pc = new RTCPeerConnection({ iceServers });
    const outgoing = new MediaStream();
    const { video, audio } = tracks.current;
    senders.current = {
      video: pc.addTransceiver(video ?? 'video', { direction: 'sendonly', streams: [outgoing] }).sender,
      audio: pc.addTransceiver(audio ?? 'audio', { direction: 'sendonly', streams: [outgoing] }).sender,
    };
    const retry = () => {
      if (over) return;
      over = true;
      setStatus('retrying');
      retryTimer = setTimeout(() => {
        setStatus('connecting');
        setAttempt((n) => n + 1);
      }, retryDelayMs(failures.current));
      failures.current += 1;
    };
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'connected') {
        setStatus('sending');
        failures.current = 0;
      } else if (pc.connectionState === 'failed') retry();
    });
    void (async () => {
      await pc.setLocalDescription(await pc.createOffer());
      await iceGatheringDone(pc);
      if (over || !pc.localDescription) return;
      const answer = await publishVideo(streamId, pc.localDescription.sdp);
      if (over) return;
      await pc.setRemoteDescription({ type: 'answer', sdp: answer.sdp });
    })().catch(retry);

    return () => {
      over = true;
      clearTimeout(retryTimer);
      senders.current = null;
      pc.close();
      // The next connection (another stream, after a reload) starts from the beginning.
      setStatus('connecting');
    };
    // `attempt` starts a new connection; the tracks are read when it starts and swapped in afterwards.
  }, [streamId, attempt, iceServers]);

  return streamId ? status : 'idle';
}
