import { messages } from '../messages.ts';
import type { FileLike, Rule } from '../types.ts';
import { isEmpty, isFileLike } from '../values.ts';

/** MIME types a browser or a multipart upload gives each extension. */
const MIME_BY_EXTENSION: Readonly<Record<string, readonly string[]>> = {
  gif: ['image/gif'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  jpg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  tif: ['image/tiff'],
  mp4: ['video/mp4'],
  webm: ['video/webm', 'audio/webm'],
  zip: ['application/zip', 'application/x-zip-compressed', 'application/x-zip'],
};

/** Extension lists of spec 00 §5, 01 §5 and 02 §2/§5. */
export const fileTypes = {
  graphic: ['gif', 'jpeg', 'png', 'tif', 'jpg', 'mp4', 'webm'],
  image: ['jpeg', 'png', 'jpg'],
  movie: ['mp4', 'webm'],
  liveGraphic: ['gif', 'jpeg', 'jpg', 'png', 'webm', 'mp4'],
  screenshot: ['gif', 'jpeg', 'jpg', 'png'],
  conversionPopup: ['jpg', 'jpeg', 'png', 'gif', 'webm'],
  widget: ['zip'],
} as const;

function extensionOf(name: string): string | undefined {
  const path = name.split(/[?#]/)[0];
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : undefined;
}

function mimeAllowed(mime: string, extensions: readonly string[]): boolean {
  const clean = mime.split(';')[0].trim().toLowerCase();
  // Some systems send octet-stream for anything they cannot name; the extension then decides.
  if (clean === '' || clean === 'application/octet-stream') return true;
  return extensions.some((ext) => (MIME_BY_EXTENSION[ext] ?? []).includes(clean));
}

function fileAllowed(file: string | FileLike, extensions: readonly string[]): boolean {
  if (typeof file === 'string') {
    const text = file.trim();
    const dataUrl = /^data:([^;,]*)[;,]/i.exec(text);
    if (dataUrl) return dataUrl[1] !== '' && mimeAllowed(dataUrl[1], extensions);
    const ext = extensionOf(text);
    return ext !== undefined && extensions.includes(ext);
  }
  const ext = extensionOf(file.name);
  if (ext === undefined || !extensions.includes(ext)) return false;
  return file.type === undefined || mimeAllowed(file.type, extensions);
}

/**
 * A rule accepting a File-like `{ name, type? }`, a file name, a stored file's URL or a data URL (or a
 * list of them) whose extension, and MIME type when given, is one of `extensions`. Empty passes.
 */
export function fileOfTypes(extensions: readonly string[], message: string): Rule {
  return (value) => {
    if (isEmpty(value)) return undefined;
    const files = Array.isArray(value) ? value : [value];
    const ok = files.every((file) => (typeof file === 'string' || isFileLike(file)) && fileAllowed(file, extensions));
    return ok ? undefined : message;
  };
}

/** Spec 00 §5: gif, jpeg, png, tif, jpg, mp4, webm → 'Must be a valid graphic file type.' */
export const graphicFile = fileOfTypes(fileTypes.graphic, messages.graphicFile);
/** Spec 00 §5 variant: jpeg, png, jpg → 'Must be a valid graphic file type.' (banners, tweets). */
export const imageFile = fileOfTypes(fileTypes.image, messages.graphicFile);
/** Spec 00 §5: mp4, webm → 'Must be a valid movie file.' */
export const movieFile = fileOfTypes(fileTypes.movie, messages.movieFile);
/** Spec 01 §5: live graphics gif, jpeg, png, webm, mp4 (decision 114). */
export const liveGraphicFile = fileOfTypes(fileTypes.liveGraphic, messages.graphicFile);
/** Spec 02 §2/§5: stream preview screenshot gif, jpeg, jpg, png. */
export const screenshotFile = fileOfTypes(fileTypes.screenshot, messages.graphicFile);
/** Spec 02 §2: conversion popup images jpg, png, gif or webm. */
export const conversionPopupFile = fileOfTypes(fileTypes.conversionPopup, messages.graphicFile);
/** Spec 01 §5: advocate widget zip (message chosen, decision 108). */
export const widgetFile = fileOfTypes(fileTypes.widget, messages.widgetFile);
