export {
  MULTIPART_OVERHEAD_BYTES,
  readUploadedFile,
  readUploadedFiles,
  type ReadUploadOptions,
  type ReadUploadsOptions,
  type UploadedFile,
  type UploadedFiles,
} from './read-upload.ts';
export {
  fileTooLarge,
  invalidFileType,
  tooManyPixels,
  tooManyUploads,
  uploadFailed,
} from './upload-errors.ts';
export {
  createUploadGate,
  UPLOAD_QUEUE_LENGTH,
  UPLOADS_AT_ONCE,
  UPLOADS_PER_MEMBER,
  uploadsInProcess,
  type UploadGate,
} from './upload-gate.ts';
