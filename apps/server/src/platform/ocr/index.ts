export { noTextReader, type PhotoText, type ReadLine, type TextReader } from './text-reader.ts';
export { DEFAULT_READ_LIMIT_MS, READ_SIZE, TesseractTextReader } from './tesseract-reader.ts';
