/** A line of text read from a photo, with how sure the reader is of it and how tall its letters are. */
export interface ReadLine {
  text: string;
  /** 0 to 100: the mean of its kept words' confidence. */
  confidence: number;
  /** Height of the line in pixels of the photo as read (at most READ_SIZE on its long side): big type is a title. */
  height: number;
}

export interface PhotoText {
  lines: ReadLine[];
  /** The reader stopped at its time limit and read nothing. */
  timedOut: boolean;
  /** How long it took, in ms. */
  ms: number;
}

/**
 * Reads the text in a photo: labels, tags, covers, model plates (docs/analysis.md, "Text in photos"). Offline; a
 * photo without text gives no lines, never invented ones.
 */
export interface TextReader {
  read(image: Buffer): Promise<PhotoText>;
  close(): Promise<void>;
}

/** Reads nothing: for analysers that read text themselves (a vision model) or tests that do not need it. */
export const noTextReader: TextReader = {
  read: async () => ({ lines: [], timedOut: false, ms: 0 }),
  close: async () => {},
};
