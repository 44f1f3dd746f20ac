import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Largest image the API keeps (decision 193). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageKind = 'png' | 'jpeg' | 'gif';

const EXTENSION: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg', gif: 'gif' };

/**
 * The image type by its first bytes. The file name and the browser's MIME type are never trusted:
 * both are chosen by the sender.
 */
export function detectImageKind(bytes: Uint8Array): ImageKind | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'gif';
  return undefined;
}

/** Where uploads live and how they are addressed; an S3-compatible store can implement the same. */
export interface UploadStore {
  /** Stores the bytes under `folder`; answers the public URL of the stored file. */
  put(folder: string, bytes: Uint8Array, extension: string): Promise<string>;
  /** Removes a file this store answered earlier; other URLs are left alone. */
  remove(url: string): Promise<void>;
}

/** Files under `<dataDir>/uploads/`, served by the API at `<publicApiUrl>/uploads/`. */
export function localUploadStore(dataDir: string, publicApiUrl: string): UploadStore {
  const root = path.resolve(dataDir, 'uploads');
  const urlPrefix = `${publicApiUrl.replace(/\/+$/, '')}/uploads/`;
  return {
    async put(folder, bytes, extension) {
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, folder, name), bytes, { flag: 'wx' });
      return `${urlPrefix}${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(urlPrefix)) return;
      const file = path.resolve(root, url.slice(urlPrefix.length));
      // Only files inside the uploads folder, whatever the stored text says.
      if (!file.startsWith(root + path.sep)) return;
      await rm(file, { force: true });
    },
  };
}

export type StoredImage = { ok: true; url: string } | { ok: false; reason: 'type' | 'size' };

/** Checks an uploaded image by content and size, then stores it. */
export async function storeImage(store: UploadStore, folder: string, bytes: Uint8Array): Promise<StoredImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: 'size' };
  const kind = detectImageKind(bytes);
  if (!kind) return { ok: false, reason: 'type' };
  return { ok: true, url: await store.put(folder, bytes, EXTENSION[kind]) };
}
