/** The model's input: a square RGB image of this many pixels a side (MobileNetV2's size). */
export const MODEL_INPUT_SIZE = 224;

/** nsfwjs's classes, in the order of its output. */
export const SCREEN_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;

export interface ModelRequest {
  id: number;
  /** MODEL_INPUT_SIZE² RGB bytes, row by row. */
  pixels: Uint8Array;
}

export type ModelReply =
  { id: number; embedding: Float32Array; classes: number[] } | { id: number; error: string };
