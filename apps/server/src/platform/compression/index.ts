export { compressResponses } from './compress-responses.ts';
export {
  COMPRESSION_THRESHOLD_BYTES,
  ENCODING_SUFFIX,
  ENCODINGS,
  isCompressibleType,
  preferredEncoding,
  varyOnAcceptEncoding,
  type Encoding,
} from './encodings.ts';
