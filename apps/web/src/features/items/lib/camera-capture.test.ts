import { describe, expect, it } from 'vitest';
import {
  CAPTURE_SIZE,
  JPEG_QUALITY,
  cameraConstraints,
  captureFileName,
  centreSquareCrop,
  otherFacing,
} from './camera-capture';

describe('centreSquareCrop', () => {
  it('takes the middle of a landscape frame', () => {
    expect(centreSquareCrop(1920, 1080)).toEqual({ sx: 420, sy: 0, size: 1080 });
  });

  it('takes the middle of a portrait frame', () => {
    expect(centreSquareCrop(720, 1280)).toEqual({ sx: 0, sy: 280, size: 720 });
  });

  it('keeps a square frame whole', () => {
    expect(centreSquareCrop(640, 640)).toEqual({ sx: 0, sy: 0, size: 640 });
  });

  it('rounds an odd margin down so the square stays inside the frame', () => {
    const crop = centreSquareCrop(641, 480);
    expect(crop).toEqual({ sx: 80, sy: 0, size: 480 });
    expect(crop.sx + crop.size).toBeLessThanOrEqual(641);
  });

  it('refuses a video without a frame yet', () => {
    expect(() => centreSquareCrop(0, 0)).toThrow(RangeError);
    expect(() => centreSquareCrop(Number.NaN, 480)).toThrow(RangeError);
  });
});

describe('camera settings', () => {
  it('captures 1080 × 1080 JPEGs at quality 0.9', () => {
    expect(CAPTURE_SIZE).toBe(1080);
    expect(JPEG_QUALITY).toBe(0.9);
    expect(captureFileName(1700000000000)).toBe('camera-1700000000000.jpg');
  });

  it('asks for an ideal 1920 × 1080 video from the chosen camera, without sound', () => {
    expect(cameraConstraints('environment')).toEqual({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
    });
    expect(cameraConstraints('user').video).toMatchObject({ facingMode: { ideal: 'user' } });
  });

  it('switches between the rear and the front camera', () => {
    expect(otherFacing('environment')).toBe('user');
    expect(otherFacing('user')).toBe('environment');
  });
});
