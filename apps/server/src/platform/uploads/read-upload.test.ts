import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ITEM_PHOTO_MAX_BYTES } from '@swapyard/domain';
import { AppError } from '../errors.ts';
import { processImage } from '../images/process-image.ts';
import { solid } from '../images/test-images.ts';
import { MULTIPART_OVERHEAD_BYTES, readUploadedFile, readUploadedFiles } from './read-upload.ts';

const boundary = 'swapyard-test-boundary';
const CHUNK = 64 * 1024;

/**
 * A multipart body with one file of `size` bytes, produced lazily chunk by chunk like a slow client, counting
 * what the server actually pulled.
 */
function streamedUpload(size: number, options: { contentLength?: boolean } = {}) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  const counter = { pulled: 0 };
  let stage = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Buffer;
      if (stage === 0) {
        chunk = head;
        stage = 1;
      } else if (stage === 1) {
        chunk = Buffer.alloc(Math.min(CHUNK, size - sent), 0x61);
        sent += chunk.length;
        if (sent >= size) stage = 2;
      } else if (stage === 2) {
        chunk = tail;
        stage = 3;
      } else {
        controller.close();
        return;
      }
      counter.pulled += chunk.length;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (options.contentLength) headers['content-length'] = String(head.length + size + tail.length);
  const request = new Request('http://swapyard.test/api/media/photos', {
    method: 'POST',
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, counter };
}

const formRequest = (form: FormData) =>
  new Request('http://swapyard.test/api/media/photos', { method: 'POST', body: form });

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, message, details } = error as AppError;
  return { status, message, details };
};

describe('readUploadedFile', () => {
  it('refuses an 11 MB item photo while streaming, having read little more than the cap', async () => {
    const { request, counter } = streamedUpload(11 * 1024 * 1024);
    expect(await rejection(readUploadedFile(request, { kind: 'itemPhoto' }))).toEqual({
      status: 413,
      message: 'File too large',
      details: 'Maximum file size is 10MB',
    });
    expect(counter.pulled).toBeGreaterThan(ITEM_PHOTO_MAX_BYTES);
    // The cap, the multipart allowance and the few chunks the stream had queued: far from 11 MB.
    expect(counter.pulled).toBeLessThan(ITEM_PHOTO_MAX_BYTES + MULTIPART_OVERHEAD_BYTES + 4 * CHUNK);
  });

  it('refuses a declared Content-Length over the cap before reading a byte of the file', async () => {
    const { request, counter } = streamedUpload(11 * 1024 * 1024, { contentLength: true });
    expect(await rejection(readUploadedFile(request, { kind: 'itemPhoto' }))).toMatchObject({ status: 413 });
    expect(counter.pulled).toBeLessThan(CHUNK * 2);
  });

  it('caps avatars and other images at 5 MB with their own wording', async () => {
    const { request } = streamedUpload(6 * 1024 * 1024);
    expect(await rejection(readUploadedFile(request, { kind: 'image' }))).toEqual({
      status: 413,
      message: 'File too large',
      details: 'Please upload an image smaller than 5MB',
    });
  });

  it('accepts a file of exactly the cap and refuses one byte more', async () => {
    const file = await readUploadedFile(streamedUpload(1_000_000).request, {
      kind: 'image',
      maxBytes: 1_000_000,
    });
    expect(file.data.length).toBe(1_000_000);
    expect(file.bytesRead).toBeGreaterThan(1_000_000);
    const over = readUploadedFile(streamedUpload(1_000_001).request, { kind: 'image', maxBytes: 1_000_000 });
    expect(await rejection(over)).toMatchObject({ status: 413 });
  });

  it('hands over a PNG named photo.jpg sent as image/jpeg; processImage recognises it as PNG', async () => {
    const png = await solid(120, 80, '#3a6').png().toBuffer();
    const form = new FormData();
    form.append('itemId', 'item-1');
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/jpeg' }), 'photo.jpg');
    const file = await readUploadedFile(formRequest(form), { kind: 'itemPhoto' });
    expect(file).toMatchObject({
      filename: 'photo.jpg',
      declaredType: 'image/jpeg',
      fields: { itemId: 'item-1' },
    });
    expect(file.data.equals(png)).toBe(true);
    const image = await processImage(file.data);
    expect(image.sourceType).toBe('image/png');
    expect(image.variants[0]).toMatchObject({ width: 120, height: 80 });
  });

  it("hands over a text file named .jpg; processImage refuses it as 'Invalid file type'", async () => {
    const form = new FormData();
    form.append('file', new Blob(['this is not a photo'], { type: 'image/jpeg' }), 'photo.jpg');
    const file = await readUploadedFile(formRequest(form), { kind: 'itemPhoto' });
    expect(await rejection(processImage(file.data))).toEqual({
      status: 400,
      message: 'Invalid file type',
      details: 'Please upload a JPEG, PNG, or WebP image',
    });
  });

  it('reads the named field and ignores other files', async () => {
    const form = new FormData();
    form.append('other', new Blob(['ignored']), 'a.txt');
    form.append('photo', new Blob(['wanted']), 'b.jpg');
    const file = await readUploadedFile(formRequest(form), { kind: 'image', fieldName: 'photo' });
    expect(file.data.toString()).toBe('wanted');
  });

  it('answers 400 for a request without the file or that is not multipart', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    expect(await rejection(readUploadedFile(formRequest(form), { kind: 'image' }))).toMatchObject({
      status: 400,
      message: 'No file uploaded in the "file" field',
    });
    const json = new Request('http://swapyard.test/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await rejection(readUploadedFile(json, { kind: 'image' }))).toMatchObject({ status: 400 });
  });

  it('answers 400 for a truncated multipart body', async () => {
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc`;
    const request = new Request('http://swapyard.test/x', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(await rejection(readUploadedFile(request, { kind: 'image' }))).toMatchObject({ status: 400 });
  });

  it('reads from Hono on a real Node HTTP server (c.req.raw)', async () => {
    const app = new Hono();
    app.post('/upload', async (c) => {
      const file = await readUploadedFile(c.req.raw, { kind: 'itemPhoto' });
      const image = await processImage(file.data);
      return c.json({ type: image.sourceType, bytes: file.data.length });
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const png = await solid(200, 100, '#fc3').png().toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/upload`, { method: 'POST', body: form });
      expect(await response.json()).toEqual({ type: 'image/png', bytes: png.length });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('readUploadedFiles', () => {
  const several = (count: number, bytes = 10) => {
    const form = new FormData();
    form.append('type', 'passport');
    form.append('address', '1 Main St\n\nSpringfield');
    for (let i = 0; i < count; i++) {
      form.append('documents', new Blob([Buffer.alloc(bytes, 0x61 + i)]), `page-${i}.jpg`);
    }
    form.append('other', new Blob(['ignored']), 'x.txt');
    return formRequest(form);
  };
  const options = {
    kind: 'document',
    fieldName: 'documents',
    maxFiles: 3,
    tooManyFilesMessage: 'Three at most',
  } as const;

  it('reads every file of the field in order, with the text fields, and none as an empty list', async () => {
    const read = await readUploadedFiles(several(3), options);
    expect(read.files.map((file) => [file.filename, file.data.toString()])).toEqual([
      ['page-0.jpg', 'aaaaaaaaaa'],
      ['page-1.jpg', 'bbbbbbbbbb'],
      ['page-2.jpg', 'cccccccccc'],
    ]);
    // Sent as CRLF, as every multipart text field is; read back as the line feeds typed.
    expect(read.fields).toEqual({ type: 'passport', address: '1 Main St\n\nSpringfield' });
    expect((await readUploadedFiles(several(0), options)).files).toEqual([]);
  });

  it('refuses one file too many with the given message, and each file past the cap as too large', async () => {
    expect(await rejection(readUploadedFiles(several(4), options))).toEqual({
      status: 400,
      message: 'Three at most',
      details: undefined,
    });
    expect(await rejection(readUploadedFiles(several(2, 101), { ...options, maxBytes: 100 }))).toMatchObject({
      status: 413,
      message: 'File too large',
      details: 'Maximum file size is 10MB',
    });
  });
});
