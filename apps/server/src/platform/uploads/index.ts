export {
  MULTIPART_OVERHEAD_BYTES,
  readUploadedFile,
  type ReadUploadOptions,
  type UploadedFile,
} from './read-upload.ts';
export { fileTooLarge, invalidFileType, tooManyPixels, uploadFailed } from './upload-errors.ts';
