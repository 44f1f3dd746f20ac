import { crc32, deflateRawSync } from 'node:zlib';

/** One entry of a test archive; the overrides build the broken and hostile archives tests need. */
export interface FixtureEntry {
  name: string;
  data?: string | Uint8Array;
  /** 8 deflate (default), 0 stored. */
  method?: 0 | 8;
  /** Marks the entry as a Unix symbolic link (its data is the target). */
  symlink?: boolean;
  /** A lying uncompressed size in the directory. */
  declaredSize?: number;
}

/**
 * Builds a zip in memory (tests only: the widget upload tests make their archives, good and bad,
 * without any file on disk).
 */
export function buildZip(entries: readonly FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.data ?? '');
    const method = entry.method ?? 8;
    const packed = method === 8 ? deflateRawSync(raw) : raw;
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(raw);
    const size = entry.declaredSize ?? raw.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    const mode = entry.symlink ? 0o120777 : entry.name.endsWith('/') ? 0o040755 : 0o100644;
    central.writeUInt32LE((mode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A small valid widget: index.html at the root, a script and a style. */
export function widgetZip(prefix = ''): Buffer {
  return buildZip([
    {
      name: `${prefix}index.html`,
      data: '<!doctype html><title>W</title><script src="app.js"></script><link rel="stylesheet" href="app.css">',
    },
    { name: `${prefix}app.js`, data: 'document.title = "widget";' },
    { name: `${prefix}app.css`, data: 'body { color: red; }', method: 0 },
  ]);
}
