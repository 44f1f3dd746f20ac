import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|txt|xml|webmanifest|map)$/i;
/** Below this a compressed copy saves less than the header and a request's overhead. */
const MIN_BYTES = 512;

/** Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside one file; answers whether it did. */
export function precompressFile(file: string): boolean {
  const bytes = readFileSync(file);
  if (bytes.length < MIN_BYTES || !COMPRESSIBLE.test(file)) return false;
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  // A copy no smaller than the original would only cost the client decoding time.
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
  return true;
}

/** Every file under `dir`, depth first, as absolute paths. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Compresses every text file of a build folder ahead of time (decision 745): the launcher
 * (@fastify/static `preCompressed`) and the compose proxy send the `.br` or `.gz` copy the
 * browser accepts, so no request pays for compression. Answers how many files got copies.
 */
export function precompressDir(dir: string): number {
  const files = filesUnder(dir).filter((file) => !/\.(?:br|gz)$/.test(file));
  return files.filter((file) => precompressFile(file)).length;
}
