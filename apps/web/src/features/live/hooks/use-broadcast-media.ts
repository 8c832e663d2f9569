import { LIVE_TEXTS } from '@swapyard/domain/live';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { BROADCAST_AUDIO, BROADCAST_VIDEO, otherFacing, type Facing } from '../lib/media-constraints';

export type MediaStatus = 'idle' | 'starting' | 'ready' | 'failed';

const cameraFailed = () =>
  toast.error(LIVE_TEXTS.cameraFailedTitle, { description: LIVE_TEXTS.cameraFailed });

async function countCameras(): Promise<number> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((device) => device.kind === 'videoinput').length;
  } catch {
    return 0;
  }
}

/**
 * The streamer's camera and microphone (docs/product/live.md, "Going live"). Turning the camera or microphone off
 * stops its track, so the device's light goes out (a disabled track keeps it on); turning it on again opens a new
 * track, which the publisher swaps in. Switching camera stops the current one first (phones cannot open both).
 * Every track stops on unmount; a track that arrives after it is stopped at once.
 */
export function useBroadcastMedia() {
  const [videoTrack, setVideoTrack] = useState<MediaStreamTrack | null>(null);
  const [audioTrack, setAudioTrack] = useState<MediaStreamTrack | null>(null);
  const [status, setStatus] = useState<MediaStatus>('idle');
  const [facing, setFacing] = useState<Facing>('user');
  const [cameras, setCameras] = useState(0);
  const [busy, setBusy] = useState(false);
  const current = useRef<{ video: MediaStreamTrack | null; audio: MediaStreamTrack | null }>({
    video: null,
    audio: null,
  });
  const mounted = useRef(false);
  const starting = useRef<Promise<boolean> | null>(null);

  const keep = useCallback((kind: 'video' | 'audio', track: MediaStreamTrack | null) => {
    if (track && !mounted.current) {
      track.stop();
      return;
    }
    current.current[kind] = track;
    if (track) {
      // Unplugged or revoked: the device is off, as if turned off here.
      track.addEventListener('ended', () => {
        if (current.current[kind] !== track) return;
        current.current[kind] = null;
        (kind === 'video' ? setVideoTrack : setAudioTrack)(null);
      });
    }
    (kind === 'video' ? setVideoTrack : setAudioTrack)(track);
  }, []);

  const stopAll = useCallback(() => {
    const { video, audio } = current.current;
    current.current = { video: null, audio: null };
    video?.stop();
    audio?.stop();
    setVideoTrack(null);
    setAudioTrack(null);
  }, []);

  useEffect(() => {
    mounted.current = true;
    const refresh = () => void countCameras().then((count) => mounted.current && setCameras(count));
    navigator.mediaDevices?.addEventListener?.('devicechange', refresh);
    return () => {
      mounted.current = false;
      navigator.mediaDevices?.removeEventListener?.('devicechange', refresh);
      const { video, audio } = current.current;
      current.current = { video: null, audio: null };
      video?.stop();
      audio?.stop();
    };
  }, []);

  /** Asks for camera and microphone; false, with the 'Camera Access Failed' toast, when refused. */
  const open = useCallback(async (): Promise<boolean> => {
    setStatus('starting');
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error(LIVE_TEXTS.cameraFailedUnderlying);
      const stream = await navigator.mediaDevices.getUserMedia({
        video: BROADCAST_VIDEO,
        audio: BROADCAST_AUDIO,
      });
      if (!mounted.current) {
        stream.getTracks().forEach((track) => track.stop());
        return false;
      }
      keep('video', stream.getVideoTracks()[0] ?? null);
      keep('audio', stream.getAudioTracks()[0] ?? null);
      const facingMode = stream.getVideoTracks()[0]?.getSettings().facingMode;
      if (facingMode === 'user' || facingMode === 'environment') setFacing(facingMode);
      setStatus('ready');
      setCameras(await countCameras());
      return true;
    } catch {
      if (mounted.current) setStatus('failed');
      cameraFailed();
      return false;
    }
  }, [keep]);

  /** Opens camera and microphone (once; a second call meanwhile waits for the first). */
  const start = useCallback((): Promise<boolean> => {
    if (current.current.video || current.current.audio) return Promise.resolve(true);
    starting.current ??= open().finally(() => {
      starting.current = null;
    });
    return starting.current;
  }, [open]);

  const reopen = useCallback(
    async (kind: 'video' | 'audio', constraints: MediaTrackConstraints): Promise<boolean> => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({ [kind]: constraints });
        const track = (kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks())[0] ?? null;
        keep(kind, track);
        return track !== null;
      } catch {
        cameraFailed();
        return false;
      }
    },
    [keep],
  );

  const run = useCallback(async (task: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await task();
    } finally {
      if (mounted.current) setBusy(false);
    }
  }, []);

  const toggleCamera = useCallback(
    () =>
      run(async () => {
        const track = current.current.video;
        if (track) {
          track.stop();
          keep('video', null);
        } else {
          await reopen('video', { ...BROADCAST_VIDEO, facingMode: { ideal: facing } });
        }
      }),
    [facing, keep, reopen, run],
  );

  const toggleMicrophone = useCallback(
    () =>
      run(async () => {
        const track = current.current.audio;
        if (track) {
          track.stop();
          keep('audio', null);
        } else {
          await reopen('audio', BROADCAST_AUDIO);
        }
      }),
    [keep, reopen, run],
  );

  const switchCamera = useCallback(
    () =>
      run(async () => {
        const next = otherFacing(facing);
        current.current.video?.stop();
        keep('video', null);
        if (await reopen('video', { ...BROADCAST_VIDEO, facingMode: { ideal: next } })) setFacing(next);
        else await reopen('video', { ...BROADCAST_VIDEO, facingMode: { ideal: facing } });
      }),
    [facing, keep, reopen, run],
  );

  return {
    videoTrack,
    audioTrack,
    status,
    facing,
    /** Switch camera is offered only with more than one camera. */
    canSwitchCamera: cameras > 1,
    /** A camera or microphone is being opened or closed. */
    busy,
    start,
    stopAll,
    toggleCamera,
    toggleMicrophone,
    switchCamera,
  };
}
