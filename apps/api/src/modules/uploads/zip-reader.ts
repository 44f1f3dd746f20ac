import { crc32, inflateRawSync } from 'node:zlib';

/**
 * A minimal zip reader for uploaded advocate widgets (decision 412): the central directory is the one
 * list of entries (local headers only locate the data), stored and deflate entries only, no zip64, no
 * encryption, no multi-disk archives. Every size and offset is checked against the buffer, so a
 * crafted archive ends in a ZipError, never in a read outside it.
 */
export class ZipError extends Error {}

export interface ZipEntry {
  /** The name as stored (UTF-8), not yet checked for safety. */
  name: string;
  isDirectory: boolean;
  /** A Unix symbolic link (mode S_IFLNK in the external attributes). */
  isSymlink: boolean;
  encrypted: boolean;
  /** 0 stored, 8 deflate; others are refused when read. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  crc32: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function endOfCentralDirectory(bytes: Uint8Array): number {
  const dv = view(bytes);
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = bytes.length - EOCD_SIZE; at >= lowest; at -= 1) {
    if (dv.getUint32(at, true) === EOCD && at + EOCD_SIZE + dv.getUint16(at + 20, true) === bytes.length) return at;
  }
  throw new ZipError('no end of central directory');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The entries of the central directory, at most `maxEntries` (more is a ZipError before any is read). */
export function readZipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  if (bytes.length < EOCD_SIZE) throw new ZipError('too short');
  const dv = view(bytes);
  const eocd = endOfCentralDirectory(bytes);
  const disk = dv.getUint16(eocd + 4, true);
  const cdDisk = dv.getUint16(eocd + 6, true);
  const onDisk = dv.getUint16(eocd + 8, true);
  const count = dv.getUint16(eocd + 10, true);
  const cdSize = dv.getUint32(eocd + 12, true);
  const cdOffset = dv.getUint32(eocd + 16, true);
  if (disk !== 0 || cdDisk !== 0 || onDisk !== count) throw new ZipError('multi-disk archive');
  if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) throw new ZipError('zip64');
  if (count > maxEntries) throw new ZipError('too many entries');
  if (cdOffset + cdSize > eocd) throw new ZipError('central directory out of bounds');

  const entries: ZipEntry[] = [];
  let at = cdOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > cdOffset + cdSize || dv.getUint32(at, true) !== CENTRAL) throw new ZipError('bad central directory entry');
    const madeBy = dv.getUint16(at + 4, true) >> 8;
    const flags = dv.getUint16(at + 8, true);
    const method = dv.getUint16(at + 10, true);
    const crc = dv.getUint32(at + 16, true);
    const compressedSize = dv.getUint32(at + 20, true);
    const uncompressedSize = dv.getUint32(at + 24, true);
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const external = dv.getUint32(at + 38, true);
    const localHeaderOffset = dv.getUint32(at + 42, true);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > cdOffset + cdSize) throw new ZipError('entry out of bounds');
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localHeaderOffset === 0xffffffff) throw new ZipError('zip64');
    let name: string;
    try {
      name = utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    } catch {
      throw new ZipError('name is not UTF-8');
    }
    const unixMode = madeBy === 3 ? external >>> 16 : 0;
    entries.push({
      name,
      isDirectory: name.endsWith('/') || (external & 0x10) !== 0,
      isSymlink: (unixMode & 0xf000) === 0xa000,
      encrypted: (flags & 0x1) !== 0,
      method,
      compressedSize,
      uncompressedSize,
      crc32: crc,
      localHeaderOffset,
    });
    at = end;
  }
  return entries;
}

/**
 * The bytes of one entry: inflated (or copied) from its local data, never more than its declared
 * size, and checked against that size and its CRC-32.
 */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Buffer {
  if (entry.encrypted) throw new ZipError('encrypted entry');
  const dv = view(bytes);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL) throw new ZipError('bad local header');
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipError('entry data out of bounds');
  const data = bytes.subarray(start, end);
  let out: Buffer;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw new ZipError('stored sizes differ');
    out = Buffer.from(data);
  } else if (entry.method === 8) {
    try {
      // One byte of room: more output than declared is caught by the size check below.
      out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize + 1) });
    } catch {
      throw new ZipError('bad deflate data');
    }
  } else {
    throw new ZipError(`compression method ${entry.method}`);
  }
  if (out.length !== entry.uncompressedSize) throw new ZipError('size mismatch');
  if (crc32(out) !== entry.crc32) throw new ZipError('CRC mismatch');
  return out;
}
