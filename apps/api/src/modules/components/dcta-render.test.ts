import { describe, expect, it } from 'vitest';
import { composeDctaSvg, DEFAULT_CANVAS, escapeXml, imageSize, svgDataUriSize } from './dcta-render.ts';

const png = (w: number, h: number) => {
  const b = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(b);
  b.writeUInt32BE(w, 16);
  b.writeUInt32BE(h, 20);
  return b;
};
const gif = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x2c, 0x01, 0x64, 0x00, 0, 0]);
// SOI, an APP0 segment of 16 bytes, then SOF0 with height 140 and width 500.
const jpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.alloc(14),
  Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x8c, 0x01, 0xf4, 0x03]),
  Buffer.alloc(8),
]);

describe('dcta render (decision 441)', () => {
  it('reads image sizes from PNG, GIF and JPEG bytes', () => {
    expect(imageSize(png(500, 140))).toEqual({ width: 500, height: 140 });
    expect(imageSize(gif)).toEqual({ width: 300, height: 100 });
    expect(imageSize(jpeg)).toEqual({ width: 500, height: 140 });
    expect(imageSize(Buffer.from('not an image'))).toBeUndefined();
  });

  it('reads the size of an SVG data: URI (the demo images)', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="140" viewBox="0 0 500 140"><rect/></svg>';
    expect(svgDataUriSize(`data:image/svg+xml,${encodeURIComponent(svg)}`)).toEqual({ width: 500, height: 140 });
    expect(svgDataUriSize(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`)).toEqual({ width: 500, height: 140 });
    expect(svgDataUriSize('data:image/svg+xml,<svg viewBox="0 0 1 1"/>')).toBeUndefined();
    expect(svgDataUriSize('data:image/png;base64,AAAA')).toBeUndefined();
  });

  it('escapes every markup character', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  it('draws the background at its size and each non-empty text as one escaped line', () => {
    const svg = composeDctaSvg({ href: 'data:image/png;base64,AAA', size: { width: 500, height: 140 } }, ['Buy <now>', '', 'Code & save']);
    expect(svg).toContain('width="500" height="140" viewBox="0 0 500 140"');
    expect(svg).toContain('<image href="data:image/png;base64,AAA" x="0" y="0" width="500" height="140"');
    expect(svg.match(/<text /g)).toHaveLength(2);
    expect(svg).toContain('>Buy &lt;now&gt;</text>');
    expect(svg).toContain('>Code &amp; save</text>');
    expect(svg).not.toMatch(/<now>|<script/);
  });

  it('without a background: the default canvas on a dark panel', () => {
    const svg = composeDctaSvg(null, ['Hello']);
    expect(svg).toContain(`width="${DEFAULT_CANVAS.width}" height="${DEFAULT_CANVAS.height}"`);
    expect(svg).toContain('<rect');
    const linked = composeDctaSvg({ href: 'https://cdn.example/a"b.png' }, ['x']);
    expect(linked).toContain('href="https://cdn.example/a&quot;b.png"');
  });
});
