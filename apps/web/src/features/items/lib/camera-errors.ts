/** The camera dialog's wording (docs/product/listing.md, "Take Photos (the camera)"), to the letter. */
export const cameraMessages = {
  notSupported: 'Camera not supported in this browser',
  denied: 'Camera access was denied. Please allow camera permissions.',
  noCamera: 'No camera found on this device',
  accessFailed: 'Failed to access camera',
  startFailed: 'Failed to start camera',
  captureFailed: 'Failed to capture photo',
  switchFailed: 'Failed to switch camera',
  permissionRequired: 'Camera permissions required. Please allow camera access.',
  unavailable: 'Camera not available. Please check permissions and try again.',
  notReady: 'Camera not ready',
  noPhotos: 'Please capture at least one photo',
  maxPhotos: (max: number) => `Maximum ${max} photos allowed`,
} as const;

/** What the dialog body shows instead of the preview; `retryable` adds a 'Try again' button. */
export type CameraProblem = { message: string; retryable: boolean };

// Older and vendor-specific names for the same failures, still thrown by some browsers.
const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);
const NO_DEVICE = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
]);

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('name' in error)) return undefined;
  return typeof error.name === 'string' ? error.name : undefined;
}

/**
 * A getUserMedia rejection as the member reads it. Constraints are only ever `ideal`, so an OverconstrainedError
 * means no camera matches at all: it reads as no camera, like NotFoundError.
 */
export function cameraAccessProblem(error: unknown): CameraProblem {
  const name = errorName(error);
  if (name && DENIED.has(name)) return { message: cameraMessages.denied, retryable: true };
  if (name && NO_DEVICE.has(name)) return { message: cameraMessages.noCamera, retryable: true };
  return { message: cameraMessages.accessFailed, retryable: true };
}

/** Before asking for the stream: no API at all cannot be retried; a denied permission can, once it is allowed. */
export function cameraSupportProblem(
  mediaDevices: Pick<MediaDevices, 'getUserMedia'> | undefined,
  permission: PermissionState | undefined,
): CameraProblem | null {
  if (typeof mediaDevices?.getUserMedia !== 'function')
    return { message: cameraMessages.notSupported, retryable: false };
  if (permission === 'denied') return { message: cameraMessages.permissionRequired, retryable: true };
  return null;
}
