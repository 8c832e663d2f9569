/** Camera capture (docs/product/listing.md): square 1080 × 1080 JPEG at 0.9, from an ideal 1920 × 1080 video. */
export const CAPTURE_SIZE = 1080;
export const JPEG_QUALITY = 0.9;
export const SWITCH_PAUSE_MS = 100;

export type Facing = 'environment' | 'user';

export const otherFacing = (facing: Facing): Facing => (facing === 'environment' ? 'user' : 'environment');

/** Only `ideal` constraints, so a device without that camera or resolution still gets the closest stream. */
export function cameraConstraints(facing: Facing): MediaStreamConstraints {
  return {
    audio: false,
    video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } },
  };
}

export type SquareCrop = { sx: number; sy: number; size: number };

/** The largest centred square of a width × height frame (the source rectangle for drawImage). */
export function centreSquareCrop(width: number, height: number): SquareCrop {
  if (!(width > 0 && height > 0)) throw new RangeError('The video has no frame yet');
  const size = Math.min(width, height);
  return { sx: Math.floor((width - size) / 2), sy: Math.floor((height - size) / 2), size };
}

export const captureFileName = (timestamp: number) => `camera-${timestamp}.jpg`;

/** Draws the centre square of the current video frame onto a 1080 × 1080 canvas and encodes it as a JPEG File. */
export async function captureSquarePhoto(video: HTMLVideoElement, now = Date.now()): Promise<File> {
  const { sx, sy, size } = centreSquareCrop(video.videoWidth, video.videoHeight);
  const canvas = document.createElement('canvas');
  canvas.width = CAPTURE_SIZE;
  canvas.height = CAPTURE_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  context.drawImage(video, sx, sy, size, size, 0, 0, CAPTURE_SIZE, CAPTURE_SIZE);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!blob) throw new Error('The canvas could not be encoded');
  return new File([blob], captureFileName(now), { type: 'image/jpeg', lastModified: now });
}
