import type { FastifyRequest } from 'fastify';
import { errorCodes } from 'fastify';
import { serverMessages } from '@advocate/validation/server-messages';
import { badRequest, HttpError } from '../../plugins/error-handler.ts';
import type { ComponentUploads, FileField } from '../../services/components-media.ts';
import { MAX_UPLOAD_BYTES } from '../../services/uploads.ts';
import { componentMultipartKinds } from './component-schemas.ts';

const FILE_FIELDS: readonly FileField[] = ['image', 'widget_upload'];
/** Room above the longest text part (a config or a message). */
const FIELD_MAX_BYTES = 64 * 1024;

/**
 * Busboy's limits for a component write (decision 411): one part may be as long as the largest
 * upload kind (its own kind's limit is checked after, by content); two file parts; a few dozen text
 * parts. A longer file part is cut (the plugin is registered with throwFileSizeLimit false) and
 * answered with its field's message, never stored.
 */
export const COMPONENT_MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 2,
  fields: 50,
  parts: 60,
  fieldSize: FIELD_MAX_BYTES,
  fieldNameSize: 100,
  headerPairs: 8,
} as const;

/** The whole multipart body: the largest upload plus as much text as a JSON body may hold. */
export const componentMultipartTotalBytes = (bodyLimit: number) => MAX_UPLOAD_BYTES + bodyLimit;

const tooLarge = () => new HttpError(413, { detail: 'Request body is too large.' }, { Connection: 'close' });

const TRUE = new Set(['true', 'on', '1', 'yes']);
const FALSE = new Set(['false', 'off', '0', 'no']);

/**
 * A text part as the JSON value the body schema takes (spec 00 §7: booleans and numbers as text,
 * objects and lists as JSON strings, null as an empty part). Unreadable values stay text, and the
 * schema answers 'Incorrect type.' for them.
 */
function fieldValue(name: string, value: string): unknown {
  switch (componentMultipartKinds[name]) {
    case 'boolean': {
      const word = value.trim().toLowerCase();
      return TRUE.has(word) ? true : FALSE.has(word) ? false : value;
    }
    case 'integer':
      return value.trim() === '' ? null : /^-?\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
    case 'nullable':
      return value === '' ? null : value;
    case 'json':
      if (value.trim() === '') return null;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    default:
      return value;
  }
}

/**
 * Reads a multipart component write: text parts become the body (every name kept, so unknown ones
 * answer 'Not a valid component field'), the `image` and `widget_upload` files are kept aside. A
 * file part with no name and no bytes is a file input left empty, so nothing. A body over the total
 * (by Content-Length, or by the parts read so far) answers 413 before anything is stored.
 */
export async function readComponentMultipart(request: FastifyRequest): Promise<{ body: Record<string, unknown>; uploads: ComponentUploads }> {
  const total = componentMultipartTotalBytes(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1_048_576);
  if (Number(request.headers['content-length'] ?? 0) > total) throw tooLarge();
  const body: Record<string, unknown> = {};
  const uploads: ComponentUploads = {};
  let read = 0;
  try {
    for await (const part of request.parts({ limits: COMPONENT_MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        read += bytes.byteLength;
        if (read > total) throw tooLarge();
        const field = part.fieldname;
        if (bytes.byteLength === 0 && !part.filename) continue;
        if (FILE_FIELDS.includes(field as FileField) && !uploads[field as FileField]) {
          uploads[field as FileField] = { bytes, cut: part.file.truncated };
        } else {
          // A file under another name (or a second one) is no field of a component.
          body[field] = { file: true };
        }
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : '';
      read += Buffer.byteLength(value);
      if (read > total) throw tooLarge();
      if (part.valueTruncated) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      body[part.fieldname] = fieldValue(part.fieldname, value);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Busboy's parse failures (a cut or malformed body) carry no status: they are the sender's fault.
    if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') throw badRequest({ detail: serverMessages.malformedMultipart });
    throw error;
  }
  return { body, uploads };
}
