/** What other modules use of uploads: they import it from here, not from its files (apps/api/README.md). */
export {
  checkMedia,
  detectImageKind,
  localUploadStore,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  MEDIA_EXTENSION,
  type MediaKind,
  type StoredImage,
  storeImage,
  type UploadStore,
} from './uploads.ts';
export { readZipEntries, readZipEntry, type ZipEntry, ZipError } from './zip-reader.ts';
