import { describe, expect, it } from 'vitest';
import {
  conversionPopupFile,
  fileOfTypes,
  graphicFile,
  imageFile,
  liveGraphicFile,
  movieFile,
  screenshotFile,
  widgetFile,
} from './files.ts';

const G = 'Must be a valid graphic file type.';
const MOVIE = 'Must be a valid movie file.';

describe('graphicFile (spec 00 §5: gif, jpeg, png, tif, jpg, mp4, webm)', () => {
  it.each<[unknown, string | undefined]>([
    ...['gif', 'jpeg', 'png', 'tif', 'jpg', 'mp4', 'webm'].map((ext): [unknown, string | undefined] => [`a.${ext}`, undefined]),
    ['PHOTO.PNG', undefined],
    ['my.banner.final.jpg', undefined],
    ['https://cdn.example.com/uploads/a.gif?sig=1#x', undefined],
    ['data:image/png;base64,iVBOR', undefined],
    ['data:application/pdf;base64,JVBER', G],
    ['a.bmp', G],
    ['a.svg', G],
    ['a.tiff', G],
    ['png', G],
    ['.png', G],
    ['a.png.exe', G],
    [{ name: 'a.png', type: 'image/png' }, undefined],
    [{ name: 'a.png' }, undefined],
    [{ name: 'a.png', type: '' }, undefined],
    [{ name: 'a.png', type: 'application/octet-stream' }, undefined],
    [{ name: 'clip.webm', type: 'video/webm' }, undefined],
    [{ name: 'a.png', type: 'application/pdf' }, G],
    [{ name: 'a.pdf', type: 'image/png' }, G],
    [[{ name: 'a.png' }, 'b.gif'], undefined],
    [[{ name: 'a.png' }, 'b.pdf'], G],
    [42, G],
    [{ nope: true }, G],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    [[], undefined],
  ])('%j → %j', (value, expected) => {
    expect(graphicFile(value)).toBe(expected);
  });
});

describe('imageFile (spec 00 §5 variant: jpeg, png, jpg only)', () => {
  it.each([
    ['a.jpeg', undefined],
    ['a.png', undefined],
    ['a.jpg', undefined],
    [{ name: 'a.jpg', type: 'image/jpeg' }, undefined],
    ['a.gif', G],
    ['a.tif', G],
    ['a.mp4', G],
    [{ name: 'a.jpg', type: 'image/gif' }, G],
  ])('%j → %j', (value, expected) => {
    expect(imageFile(value)).toBe(expected);
  });
});

describe('movieFile (spec 00 §5: mp4, webm only)', () => {
  it.each([
    ['v.mp4', undefined],
    ['v.webm', undefined],
    [{ name: 'v.mp4', type: 'video/mp4' }, undefined],
    ['v.mov', MOVIE],
    ['v.gif', MOVIE],
    [{ name: 'v.mp4', type: 'image/png' }, MOVIE],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    expect(movieFile(value)).toBe(expected);
  });
});

describe('type-specific variants (spec 01 §5, 02 §2/§5)', () => {
  it.each([
    ['live graphics gif/jpeg/png/webm/mp4', liveGraphicFile, 'a.webm', undefined],
    ['live graphics no tif (decision 114)', liveGraphicFile, 'a.tif', G],
    ['screenshot gif/jpeg/jpg/png', screenshotFile, 'a.gif', undefined],
    ['screenshot no mp4', screenshotFile, 'a.mp4', G],
    ['conversion popup webm', conversionPopupFile, 'a.webm', undefined],
    ['conversion popup no mp4', conversionPopupFile, 'a.mp4', G],
    ['widget zip', widgetFile, { name: 'w.zip', type: 'application/x-zip-compressed' }, undefined],
    ['widget not tar', widgetFile, 'w.tar.gz', 'Must be a valid zip file.'],
  ])('%s', (_label, rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });

  it('fileOfTypes builds a rule with its own message', () => {
    const pdf = fileOfTypes(['pdf'], 'PDF only');
    expect(pdf('a.pdf')).toBeUndefined();
    expect(pdf('a.doc')).toBe('PDF only');
  });
});
