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
  /**
   * Stores several files under a new folder `<folder>/<random>/`, keeping their relative paths
   * (already checked to stay inside, decision 412); answers the folder's URL, ending in '/'.
   */
  putFolder(folder: string, files: ReadonlyArray<{ path: string; bytes: Uint8Array }>): Promise<string>;
  /** Removes a folder `putFolder` answered earlier, with everything in it; other URLs are left alone. */
  removeFolder(url: string): Promise<void>;
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
    async putFolder(folder, files) {
      const name = randomBytes(16).toString('hex');
      const base = path.join(root, folder, name);
      try {
        for (const file of files) {
          const target = path.resolve(base, file.path);
          // Never outside the new folder, whatever the caller checked.
          if (!target.startsWith(base + path.sep)) throw new Error(`unsafe path ${file.path}`);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, file.bytes, { flag: 'wx' });
        }
      } catch (error) {
        await rm(base, { recursive: true, force: true });
        throw error;
      }
      return `${urlPrefix}${folder}/${name}/`;
    },
    async removeFolder(url) {
      if (!url.startsWith(urlPrefix)) return;
      const folder = path.resolve(root, url.slice(urlPrefix.length));
      // A folder two levels down at least (<folder>/<random>), never the uploads root or a kind's folder.
      const relative = path.relative(root, folder);
      if (relative.startsWith('..') || path.isAbsolute(relative) || relative.split(path.sep).length < 2) return;
      await rm(folder, { recursive: true, force: true });
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

/** Every kind of upload a component may carry, read from the content (issue 7). */
export type MediaKind = ImageKind | 'webm' | 'mp4' | 'zip';

/** Largest video (webm, mp4) a component keeps (decision 411). */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
/** Largest advocate widget zip (decision 411; its unpacked size has its own bound, decision 412). */
export const MAX_ZIP_BYTES = 10 * 1024 * 1024;
/** The largest upload of any kind: what a multipart body may carry in one file part. */
export const MAX_UPLOAD_BYTES = Math.max(MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, MAX_ZIP_BYTES);

/** Size limit per kind (decision 411). */
export const MAX_BYTES_BY_KIND: Readonly<Record<MediaKind, number>> = {
  png: MAX_IMAGE_BYTES,
  jpeg: MAX_IMAGE_BYTES,
  gif: MAX_IMAGE_BYTES,
  webm: MAX_VIDEO_BYTES,
  mp4: MAX_VIDEO_BYTES,
  zip: MAX_ZIP_BYTES,
};

/** The extension a stored file gets: from its content, never from the sender's name. */
export const MEDIA_EXTENSION: Readonly<Record<MediaKind, string>> = { ...EXTENSION, webm: 'webm', mp4: 'mp4', zip: 'zip' };

/**
 * The kind of an upload by its first bytes: the images of `detectImageKind`; WebM by its EBML
 * header (1A 45 DF A3); MP4 by the `ftyp` box at offset 4; zip by its first local header (PK\3\4).
 * SVG, HTML and anything else have no such signature and answer undefined.
 */
export function detectMediaKind(bytes: Uint8Array): MediaKind | undefined {
  const image = detectImageKind(bytes);
  if (image) return image;
  const at = (offset: number, ...signature: number[]) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (at(0, 0x1a, 0x45, 0xdf, 0xa3)) return 'webm';
  if (at(4, 0x66, 0x74, 0x79, 0x70)) return 'mp4';
  if (at(0, 0x50, 0x4b, 0x03, 0x04)) return 'zip';
  return undefined;
}

export type CheckedMedia = { ok: true; kind: MediaKind } | { ok: false; reason: 'empty' | 'type' | 'size' };

/** An upload checked by content against the kinds its field takes, then by that kind's size limit. */
export function checkMedia(bytes: Uint8Array, allowed: readonly MediaKind[]): CheckedMedia {
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  const kind = detectMediaKind(bytes);
  if (!kind || !allowed.includes(kind)) return { ok: false, reason: 'type' };
  if (bytes.byteLength > MAX_BYTES_BY_KIND[kind]) return { ok: false, reason: 'size' };
  return { ok: true, kind };
}
