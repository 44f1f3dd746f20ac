/**
 * Demo pictures as inline SVG data addresses: the seed needs no media files or network, and every
 * image still shows something recognisable in the consoles and the browser source.
 */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function dataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A flat picture of `width` x `height` with a caption, in the given colours. */
export function picture(caption: string, width: number, height: number, background: string, foreground = '#ffffff'): string {
  const size = Math.round(Math.min(height * 0.28, (width / Math.max(caption.length, 1)) * 1.6));
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<rect width="100%" height="100%" rx="${Math.round(height / 12)}" fill="${background}"/>` +
      `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
      `font-weight="700" font-size="${size}" fill="${foreground}">${escapeXml(caption)}</text></svg>`,
  );
}

/** A round avatar with initials. */
export function avatar(name: string, colour: string): string {
  const initials =
    name
      .replace(/[^A-Za-z ]/g, ' ')
      .trim()
      .split(/\s+/)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('')
      .slice(0, 2) || '?';
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
      `<circle cx="64" cy="64" r="64" fill="${colour}"/>` +
      `<text x="64" y="66" dominant-baseline="middle" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
      `font-weight="700" font-size="52" fill="#ffffff">${escapeXml(initials)}</text></svg>`,
  );
}

/** A square team logo: a coloured badge with a letter. */
export function logo(letter: string, colour: string): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<path d="M48 4 L88 20 L84 64 L48 92 L12 64 L8 20 Z" fill="${colour}"/>` +
      `<text x="48" y="52" dominant-baseline="middle" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" ` +
      `font-weight="800" font-size="40" fill="#ffffff">${escapeXml(letter)}</text></svg>`,
  );
}
