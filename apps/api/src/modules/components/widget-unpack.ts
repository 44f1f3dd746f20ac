import { readZipEntries, readZipEntry, ZipError, type ZipEntry } from '../uploads/index.ts';

/** Bounds of an unpacked advocate widget (decision 412). */
export const WIDGET_LIMITS = {
  /** Entries in the archive's central directory, folders and skipped files included. */
  maxEntries: 200,
  /** Sum of the declared sizes of the files kept. */
  maxTotalBytes: 25 * 1024 * 1024,
  /** Largest ratio of unpacked to packed size of an entry above `ratioFloorBytes`. */
  maxRatio: 100,
  ratioFloorBytes: 64 * 1024,
  /** Longest path of an entry. */
  maxPathLength: 255,
} as const;

/**
 * The file types a widget may hold; the uploads route serves exactly these under /uploads/widgets/
 * (sandboxed). Other files (a README, sources, OS metadata) are left out when unpacking.
 */
export const WIDGET_FILE = /\.(html?|js|mjs|css|json|map|txt|png|jpe?g|gif|webp|svg|ico|woff2?|ttf|otf|mp3|mp4|webm|ogg|wav)$/i;

export interface WidgetFile {
  path: string;
  bytes: Uint8Array;
}

/** Why a zip is refused (for logs and tests); the API answers the widget file message for all. */
export class WidgetError extends Error {}

/**
 * A safe relative path, or a WidgetError: no absolute path or drive letter, no backslash, no '.' or
 * '..' segment, no empty segment, no control character.
 */
function safePath(name: string): string {
  if (name.length === 0 || name.length > WIDGET_LIMITS.maxPathLength) throw new WidgetError(`bad path length: ${name}`);
  // Control characters (C0, DEL) make no sense in a file name and confuse logs and file systems.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\:]/.test(name)) throw new WidgetError(`bad character in ${JSON.stringify(name)}`);
  if (name.startsWith('/')) throw new WidgetError(`absolute path ${name}`);
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) throw new WidgetError(`unsafe segment in ${name}`);
  return segments.join('/');
}

/** Entries a widget does not need: OS metadata folders, dotfiles, and types not served. */
function skipped(path: string): boolean {
  const segments = path.split('/');
  if (segments[0] === '__MACOSX') return true;
  if (segments.some((s) => s.startsWith('.'))) return true;
  return !WIDGET_FILE.test(path);
}

/** The folder holding index.html: the root, or the one top folder every kept file is in. */
function widgetRoot(paths: readonly string[]): string {
  if (paths.includes('index.html')) return '';
  const tops = new Set(paths.map((p) => (p.includes('/') ? p.slice(0, p.indexOf('/')) : '')));
  if (tops.size === 1 && !tops.has('')) {
    const [top] = tops;
    if (paths.includes(`${top}/index.html`)) return `${top}/`;
  }
  throw new WidgetError('no index.html at the root');
}

/**
 * The files of an advocate widget zip, checked before anything is inflated (entry count, unsafe
 * names, symlinks, declared sizes and ratios), then read with their sizes and CRCs verified; paths
 * relative to the folder holding index.html.
 */
export function unpackWidget(bytes: Uint8Array): WidgetFile[] {
  let entries: ZipEntry[];
  try {
    entries = readZipEntries(bytes, WIDGET_LIMITS.maxEntries);
  } catch (error) {
    throw error instanceof ZipError ? new WidgetError(error.message) : error;
  }
  const kept: Array<{ path: string; entry: ZipEntry }> = [];
  const seen = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    const path = safePath(entry.name);
    if (entry.isSymlink) throw new WidgetError(`symbolic link ${path}`);
    if (entry.encrypted) throw new WidgetError(`encrypted entry ${path}`);
    if (entry.isDirectory || skipped(path)) continue;
    // Case-insensitive: two names one file system would store as one file.
    if (seen.has(path.toLowerCase())) throw new WidgetError(`duplicate entry ${path}`);
    seen.add(path.toLowerCase());
    total += entry.uncompressedSize;
    if (total > WIDGET_LIMITS.maxTotalBytes) throw new WidgetError('unpacked size over the limit');
    if (entry.uncompressedSize > WIDGET_LIMITS.ratioFloorBytes && entry.uncompressedSize > entry.compressedSize * WIDGET_LIMITS.maxRatio) {
      throw new WidgetError(`compression ratio of ${path}`);
    }
    kept.push({ path, entry });
  }
  const root = widgetRoot(kept.map((k) => k.path));
  return kept.map(({ path, entry }) => {
    try {
      return { path: path.slice(root.length), bytes: readZipEntry(bytes, entry) };
    } catch (error) {
      throw error instanceof ZipError ? new WidgetError(`${path}: ${error.message}`) : error;
    }
  });
}
