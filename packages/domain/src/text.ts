import { z } from 'zod';

/**
 * Text is checked once, here, for every string a contract accepts (body fields, query and path parameters).
 * PostgreSQL refuses a NUL byte in text (a 500 if it ever got that far), and no other control character belongs in
 * what a member types: they only hide or garble text (escape sequences, bells, direction tricks in C1). Half of a
 * UTF-16 surrogate pair is not text either. Line breaks and tabs are allowed only where the field is multi-line.
 */
export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the invisible control characters from this text';

/**
 * No control character (C0, DEL, C1) and no surrogate except in a pair. Spelled with code units and no `u` flag,
 * so the pattern published in /api/openapi.json is one any JSON Schema tool reads.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_PATTERN = /^(?:[^\x00-\x1F\x7F-\x9F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
/** The same, except line feeds and tabs. */
const MULTI_LINE_PATTERN =
  // eslint-disable-next-line no-control-regex -- as above
  /^(?:[^\x00-\x08\x0B-\x1F\x7F-\x9F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export interface TextOptions {
  /** Allows line breaks (\n) and tabs: descriptions, bios, messages. Default: one line. */
  multiline?: boolean;
  /** Trims surrounding whitespace before checking (default); off where the exact text matters (cursors, ids). */
  trim?: boolean;
  /** The message when the value is not a string at all (a form's own wording). */
  error?: string;
}

/**
 * A string field of a contract: `text().min(1).max(200)`, `text({ multiline: true }).max(5000)`. Every string a
 * client sends goes through this, so no control character reaches a service or the database.
 */
export function text(options: TextOptions = {}) {
  const base = z.string(options.error === undefined ? undefined : { error: options.error });
  const trimmed = options.trim === false ? base : base.trim();
  return trimmed.regex(
    options.multiline ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN,
    CONTROL_CHARACTERS_MESSAGE,
  );
}

/** Longer than any id, username or session id we issue. */
export const MAX_PATH_SEGMENT_LENGTH = 100;

/** A path parameter (`/api/items/{id}`): one line of text as sent, never blank. */
export const pathSegmentSchema = text({ trim: false }).min(1).max(MAX_PATH_SEGMENT_LENGTH);
