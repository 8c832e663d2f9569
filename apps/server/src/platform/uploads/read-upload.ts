import { once } from 'node:events';
import busboy from 'busboy';
import { uploadLimits, type UploadKind } from '@swapyard/domain';
import { AppError } from '../errors.ts';
import { fileTooLarge } from './upload-errors.ts';

/** Room for the multipart boundaries, part headers and a few small text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface ReadUploadOptions {
  /** Picks the cap and the 'File too large' text: itemPhoto and document 10 MB, image (avatars, others) 5 MB. */
  kind: UploadKind;
  /** The form field holding the file; default `file`. */
  fieldName?: string;
  /** Overrides the kind's cap (tests, benchmarks). */
  maxBytes?: number;
}

export interface UploadedFile {
  data: Buffer;
  /** As sent by the client: for logs only, never for deciding the type. */
  filename: string;
  declaredType: string;
  /** The small text fields sent beside the file. */
  fields: Record<string, string>;
  /** Request body bytes read, multipart framing included. */
  bytesRead: number;
}

const badRequest = (message: string) => new AppError('BAD_REQUEST', message);

/** Several files sent in one field (`readUploadedFiles`), with the small text fields beside them. */
export interface UploadedFiles {
  files: Array<{ data: Buffer; filename: string; declaredType: string }>;
  fields: Record<string, string>;
  bytesRead: number;
}

export interface ReadUploadsOptions extends ReadUploadOptions {
  /** At most this many files in `fieldName`; one more is refused with 400 `tooManyFilesMessage`. */
  maxFiles: number;
  tooManyFilesMessage: string;
}

/**
 * Reads one file from a multipart/form-data request (Hono: `c.req.raw`) into memory, refusing it as soon as it
 * passes the cap: a declared Content-Length over the cap is refused before reading a byte, and a body without one
 * is counted while it streams, so an 11 MB upload costs at most the cap in reading and memory, never 11 MB.
 *
 * Throws AppError: 'File too large' (413, text per kind), 400 when the request is not multipart, is malformed or
 * has no file in `fieldName`. The bytes are not checked here: processImage decides what they are.
 */
export async function readUploadedFile(request: Request, options: ReadUploadOptions): Promise<UploadedFile> {
  const fieldName = options.fieldName ?? 'file';
  const read = await readMultipart(request, { ...options, fieldName, maxFiles: 1 });
  const file = read.files[0];
  if (!file) throw badRequest(`No file uploaded in the "${fieldName}" field`);
  return { ...file, fields: read.fields, bytesRead: read.bytesRead };
}

/**
 * Reads up to `maxFiles` files sent in `fieldName` (the same field repeated) and the text fields beside them, with
 * the same caps as `readUploadedFile`: each file at most the kind's size, the whole body at most `maxFiles` of them
 * plus the multipart allowance. No file is not an error here (the caller says what is missing); one too many is a
 * 400 with `tooManyFilesMessage`, as soon as it starts.
 */
export async function readUploadedFiles(
  request: Request,
  options: ReadUploadsOptions,
): Promise<UploadedFiles> {
  return readMultipart(request, {
    ...options,
    fieldName: options.fieldName ?? 'file',
    tooMany: () => badRequest(options.tooManyFilesMessage),
  });
}

async function readMultipart(
  request: Request,
  options: ReadUploadOptions & { fieldName: string; maxFiles: number; tooMany?: () => AppError },
): Promise<UploadedFiles> {
  const maxBytes = options.maxBytes ?? uploadLimits[options.kind].maxBytes;
  const { fieldName, maxFiles } = options;
  const bodyCap = maxFiles * maxBytes + MULTIPART_OVERHEAD_BYTES;
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType))
    throw badRequest('Expected a multipart/form-data upload');
  const declaredLength = Number(request.headers.get('content-length') ?? NaN);
  if (declaredLength > bodyCap) throw fileTooLarge(options.kind);
  if (!request.body) throw badRequest(`No file uploaded in the "${fieldName}" field`);

  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // One byte of slack: busboy reports its limit when a file reaches it exactly, and maxBytes itself is allowed.
      limits: {
        fileSize: maxBytes + 1,
        files: maxFiles + 3,
        fields: 20,
        fieldSize: 8 * 1024,
        parts: 30,
        headerPairs: 100,
      },
    });
  } catch {
    throw badRequest('Malformed multipart upload');
  }

  const fields: Record<string, string> = {};
  const files: Array<{ filename: string; declaredType: string; done: Promise<Buffer> }> = [];
  parser.on('field', (name, value) => {
    // Multipart sends every line break of a text field as CRLF (the HTML form encoding): back to the \n typed.
    fields[name] = value.replace(/\r\n?/g, '\n');
  });
  parser.on('file', (name, stream, info) => {
    // Destroying the parser on a failure ends unfinished file streams with an error: already answered, not news.
    stream.on('error', () => undefined);
    if (name !== fieldName || files.length >= maxFiles) {
      // One too many of ours is refused when the caller asked for that; anything else is drained, still counted.
      if (name === fieldName && options.tooMany) fail(options.tooMany());
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('limit', () => fail(fileTooLarge(options.kind)));
    const done = once(stream, 'end').then(() => Buffer.concat(chunks));
    done.catch(() => undefined); // awaited below unless the upload failed first
    files.push({ filename: info.filename ?? '', declaredType: info.mimeType, done });
  });
  parser.on('error', () => fail(badRequest('Malformed multipart upload')));
  const closed = once(parser, 'close').catch(() => undefined);

  const reader = request.body.getReader();
  let bytesRead = 0;
  try {
    while (!failure) {
      const { done, value } = await reader.read();
      if (done) break;
      bytesRead += value.byteLength;
      if (bytesRead > bodyCap) fail(fileTooLarge(options.kind));
      else if (!parser.write(value)) await Promise.race([once(parser, 'drain'), closed]);
    }
  } catch (error) {
    fail(error instanceof AppError ? error : badRequest('The upload was interrupted'));
  }
  if (failure) {
    // Stop reading: the client gets its answer now instead of after sending the rest.
    await reader.cancel().catch(() => undefined);
    parser.destroy();
    throw failure;
  }
  parser.end();
  await closed;
  if (failure) throw failure;
  const read = [];
  for (const file of files) {
    const data = await file.done;
    if (failure) throw failure;
    if (data.length > maxBytes) throw fileTooLarge(options.kind);
    read.push({ data, filename: file.filename, declaredType: file.declaredType });
  }
  return { files: read, fields, bytesRead };
}
