import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SWITCH_PAUSE_MS,
  cameraConstraints,
  captureSquarePhoto,
  otherFacing,
  type Facing,
} from '../lib/camera-capture';
import {
  cameraAccessProblem,
  cameraMessages,
  cameraSupportProblem,
  type CameraProblem,
} from '../lib/camera-errors';

export type CameraStatus = 'checking' | 'starting' | 'ready' | 'capturing' | 'error';

/** The video element would not play the stream (as opposed to getUserMedia refusing it). */
class PlaybackError extends Error {}

const stopTracks = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The browser's word on the camera permission; undefined where it cannot be asked (Firefox, older Safari). */
async function cameraPermission(): Promise<PermissionState | undefined> {
  try {
    return (await navigator.permissions?.query({ name: 'camera' }))?.state;
  } catch {
    return undefined;
  }
}

/**
 * The live camera behind the 'Take Photos' dialog: starts on mount with the rear camera, switches between rear and
 * front, captures square JPEGs, and stops every track on unmount so no camera light stays on. Each start bumps a
 * session number; a stream that arrives for an abandoned session (closed, switched, retried) is stopped at once.
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const session = useRef(0);
  const facingRef = useRef<Facing>('environment');
  const capturing = useRef(false);
  const [status, setStatus] = useState<CameraStatus>('checking');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [facing, setFacing] = useState<Facing>('environment');

  const release = useCallback(() => {
    const current = stream.current;
    stream.current = null;
    current?.getTracks().forEach((track) => {
      track.onended = null;
      track.stop();
    });
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const fail = useCallback(
    (next: CameraProblem) => {
      release();
      setProblem(next);
      setStatus('error');
    },
    [release],
  );

  /** Opens and plays a stream from that camera; false when the session was abandoned meanwhile. */
  const open = useCallback(
    async (wanted: Facing, id: number): Promise<boolean> => {
      const next = await navigator.mediaDevices.getUserMedia(cameraConstraints(wanted));
      if (id !== session.current) return (stopTracks(next), false);
      const video = videoRef.current;
      const tracks = next.getVideoTracks();
      if (!video || !tracks.length) {
        stopTracks(next);
        throw new PlaybackError('No video to show');
      }
      stream.current = next;
      // A track that ends by itself (camera unplugged, permission revoked) leaves nothing to show.
      for (const track of tracks)
        track.onended = () => {
          if (id === session.current) fail({ message: cameraMessages.unavailable, retryable: true });
        };
      video.srcObject = next;
      try {
        await video.play();
      } catch (error) {
        if (id !== session.current) return false;
        throw new PlaybackError('The preview would not play', { cause: error });
      }
      if (id !== session.current) return false;
      facingRef.current = wanted;
      setFacing(wanted);
      setStatus('ready');
      return true;
    },
    [fail],
  );

  /** Given the permission state, checks support, then opens the camera. */
  const boot = useCallback(
    async (wanted: Facing, id: number, permission: PermissionState | undefined) => {
      const support = cameraSupportProblem(navigator.mediaDevices, permission);
      if (id !== session.current) return;
      if (support) return fail(support);
      setStatus('starting');
      try {
        await open(wanted, id);
      } catch (error) {
        if (id !== session.current) return;
        fail(
          error instanceof PlaybackError
            ? { message: cameraMessages.startFailed, retryable: true }
            : cameraAccessProblem(error),
        );
      }
    },
    [fail, open],
  );

  /** Abandons whatever is starting and stops the camera. */
  const stop = useCallback(() => {
    session.current++;
    release();
  }, [release]);

  /** Rear ↔ front, with a short pause for the old camera to let go; falls back to the rear camera. */
  const switchCamera = useCallback(async () => {
    stop();
    const id = session.current;
    setProblem(null);
    setStatus('starting');
    await pause(SWITCH_PAUSE_MS);
    for (const wanted of [otherFacing(facingRef.current), 'environment'] as const) {
      if (id !== session.current) return;
      try {
        if (await open(wanted, id)) return;
      } catch {
        release();
      }
    }
    if (id === session.current) fail({ message: cameraMessages.switchFailed, retryable: true });
  }, [fail, open, release, stop]);

  const retry = useCallback(() => {
    stop();
    setProblem(null);
    setStatus('checking');
    const id = session.current;
    void cameraPermission().then((permission) => boot(facingRef.current, id, permission));
  }, [boot, stop]);

  /** One square photo of the current frame; null when the video has no frame yet (the body then says so). */
  const capture = useCallback(async (): Promise<File | null> => {
    const video = videoRef.current;
    if (capturing.current || !stream.current) return null;
    if (!video || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) {
      fail({ message: cameraMessages.notReady, retryable: true });
      return null;
    }
    capturing.current = true;
    setStatus('capturing');
    try {
      return await captureSquarePhoto(video);
    } finally {
      capturing.current = false;
      setStatus((current) => (current === 'capturing' ? 'ready' : current));
    }
  }, [fail]);

  useEffect(() => {
    stop();
    const id = session.current;
    void cameraPermission().then((permission) => boot('environment', id, permission));
    return stop;
  }, [boot, stop]);

  return { videoRef, status, problem, facing, retry, switchCamera, capture };
}
