import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { detectImageKind } from '../uploads/index.ts';

/** The canvas without a readable background: a lower-third banner of the 1920x1080 browser source. */
export const DEFAULT_CANVAS = { width: 1920, height: 360 } as const;

export interface Size {
  width: number;
  height: number;
}

/** Width and height of a PNG, GIF or JPEG from its bytes, or undefined. */
export function imageSize(bytes: Uint8Array): Size | undefined {
  const kind = detectImageKind(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind === 'png' && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (kind === 'gif' && bytes.length >= 10) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (kind === 'jpeg') {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return undefined;
      const marker = bytes[i + 1];
      const length = view.getUint16(i + 2);
      // Start-of-frame markers (baseline, progressive, …) carry the size; C4, C8 and CC are not frames.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { width: view.getUint16(i + 7), height: view.getUint16(i + 5) };
      }
      i += 2 + length;
    }
  }
  return undefined;
}

export interface Background {
  href: string;
  size?: Size;
}

const MIME = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' } as const;

/** Text for SVG content and attribute values: every markup character escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/**
 * The background as the SVG can show it: an image stored by this API is read from the upload folder
 * and inlined as a data: URI (an SVG shown through <img> never loads outside resources, decision 441);
 * anything else (or an unreadable file) stays an address.
 */
/** The width and height attributes of an SVG data: URI's root element (demo images are such). */
export function svgDataUriSize(uri: string): Size | undefined {
  const match = /^data:image\/svg\+xml(;base64)?,(.*)$/s.exec(uri.slice(0, 200_000));
  if (!match) return undefined;
  let text: string;
  try {
    text = match[1] ? Buffer.from(match[2], 'base64').toString('utf8') : decodeURIComponent(match[2]);
  } catch {
    return undefined;
  }
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

export async function loadBackground(image: string | null, dataDir: string, publicApiUrl: string): Promise<Background | null> {
  if (!image) return null;
  if (image.startsWith('data:')) return { href: image, size: svgDataUriSize(image) };
  const prefix = `${publicApiUrl.replace(/\/+$/, '')}/uploads/`;
  if (!image.startsWith(prefix)) return { href: image };
  const root = path.resolve(dataDir, 'uploads');
  const file = path.resolve(root, decodeURIComponent(image.slice(prefix.length)));
  if (!file.startsWith(root + path.sep)) return { href: image };
  try {
    const bytes = await readFile(file);
    const kind = detectImageKind(bytes);
    if (!kind) return { href: image };
    return { href: `data:${MIME[kind]};base64,${bytes.toString('base64')}`, size: imageSize(bytes) };
  } catch {
    return { href: image };
  }
}

/**
 * The dynamic call to action graphic (spec 01 §3, §7 render): the background image at its own size
 * (the canvas; DEFAULT_CANVAS on a dark panel without one) and each text widget as one escaped line,
 * stacked and centred over its lower part, sized to the canvas height, white with a dark outline.
 */
export function composeDctaSvg(background: Background | null, texts: readonly string[]): string {
  const { width, height } = background?.size ?? DEFAULT_CANVAS;
  const lines = texts.filter((t) => t.trim() !== '');
  const sizes = lines.map((_, i) => Math.max(8, Math.round(height * (i === 0 ? 0.2 : 0.13) * (lines.length > 2 ? 2 / lines.length : 1))));
  const gap = Math.round(height * 0.04);
  let y = height - Math.round(height * 0.08) - sizes.slice(1).reduce((sum, size) => sum + size + gap, 0);
  const textNodes = lines
    .map((t, i) => {
      if (i > 0) y += sizes[i] + gap;
      const size = sizes[i];
      return (
        `<text x="${width / 2}" y="${y}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" ` +
        `font-weight="${i === 0 ? 700 : 400}" fill="#ffffff" stroke="#111827" stroke-width="${Math.max(1, Math.round(size / 12))}" ` +
        `paint-order="stroke" stroke-linejoin="round">${escapeXml(t)}</text>`
      );
    })
    .join('');
  const base = background
    ? `<image href="${escapeXml(background.href)}" x="0" y="0" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"/>`
    : `<rect width="${width}" height="${height}" fill="#111827"/>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `${base}${textNodes}</svg>`
  );
}
