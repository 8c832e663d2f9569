/** The broadcast's camera and microphone (docs/product/live.md, "Going live"): 720p at 30 fps where available. */
export const BROADCAST_VIDEO = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
} satisfies MediaTrackConstraints;

export const BROADCAST_AUDIO = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
} satisfies MediaTrackConstraints;

export type Facing = 'user' | 'environment';

export const otherFacing = (facing: Facing): Facing => (facing === 'user' ? 'environment' : 'user');
