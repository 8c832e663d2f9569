import { describe, expect, it } from 'vitest';
import { cameraAccessProblem, cameraMessages, cameraSupportProblem } from './camera-errors';

const fail = (name: string) => new DOMException('camera failure', name);

describe('cameraAccessProblem', () => {
  it('reads a refused permission as denied access', () => {
    expect(cameraAccessProblem(fail('NotAllowedError'))).toEqual({
      message: 'Camera access was denied. Please allow camera permissions.',
      retryable: true,
    });
    expect(cameraAccessProblem(fail('PermissionDeniedError')).message).toBe(cameraMessages.denied);
    expect(cameraAccessProblem(fail('SecurityError')).message).toBe(cameraMessages.denied);
  });

  it('reads a missing or unmatched device as no camera', () => {
    for (const name of ['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'])
      expect(cameraAccessProblem(fail(name)).message).toBe('No camera found on this device');
  });

  it('reads anything else as a failure to access the camera', () => {
    expect(cameraAccessProblem(fail('NotReadableError')).message).toBe('Failed to access camera');
    expect(cameraAccessProblem(fail('AbortError')).message).toBe('Failed to access camera');
    expect(cameraAccessProblem(new TypeError('bad constraints')).message).toBe('Failed to access camera');
    expect(cameraAccessProblem('weird').message).toBe('Failed to access camera');
    expect(cameraAccessProblem(null).message).toBe('Failed to access camera');
    expect(cameraAccessProblem({ name: 42 }).message).toBe('Failed to access camera');
  });
});

describe('cameraSupportProblem', () => {
  const mediaDevices = { getUserMedia: () => Promise.reject(new Error('unused')) };

  it('refuses, for good, a browser without getUserMedia', () => {
    const expected = { message: 'Camera not supported in this browser', retryable: false };
    expect(cameraSupportProblem(undefined, undefined)).toEqual(expected);
    expect(cameraSupportProblem({} as MediaDevices, 'granted')).toEqual(expected);
  });

  it('asks for the permission when the browser says it is denied', () => {
    expect(cameraSupportProblem(mediaDevices, 'denied')).toEqual({
      message: 'Camera permissions required. Please allow camera access.',
      retryable: true,
    });
  });

  it('lets the camera start when the permission is granted, promptable or unknown', () => {
    for (const permission of ['granted', 'prompt', undefined] as const)
      expect(cameraSupportProblem(mediaDevices, permission)).toBeNull();
  });
});

describe('cameraMessages', () => {
  it('words the cap with the number of photos left', () => {
    expect(cameraMessages.maxPhotos(3)).toBe('Maximum 3 photos allowed');
    expect(cameraMessages.noPhotos).toBe('Please capture at least one photo');
  });
});
