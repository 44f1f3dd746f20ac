import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { serverMessages } from '@advocate/validation/server-messages';
import { badRequest, HttpError } from '../errors.ts';

/** How a multipart text part becomes the JSON value a body schema takes. */
export type MultipartFieldKind = 'boolean' | 'integer' | 'nullable' | 'json' | 'nullable-json' | 'text';

const TRUE = new Set(['true', 'on', '1', 'yes']);
const FALSE = new Set(['false', 'off', '0', 'no']);

function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * A text part as the JSON value the body schema expects (spec 00 §7: booleans and numbers as text,
 * objects and lists as JSON strings, null as an empty part). Unreadable values stay text, and the
 * schema then answers 'Incorrect type.' for them.
 */
export function multipartFieldValue(kind: MultipartFieldKind | undefined, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  switch (kind) {
    case 'boolean': {
      const word = value.trim().toLowerCase();
      return TRUE.has(word) ? true : FALSE.has(word) ? false : value;
    }
    case 'integer':
      return value.trim() === '' ? null : /^-?\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;
    case 'nullable':
      return value === '' ? null : value;
    case 'json':
      return parseJson(value);
    case 'nullable-json':
      return value.trim() === '' ? null : parseJson(value);
    default:
      return value;
  }
}

/** Over the total: 413, and the connection closes rather than read the rest of the body. */
const tooLarge = () => new HttpError(413, { detail: 'Request body is too large.' }, { Connection: 'close' });

/** Busboy's limits of one kind of multipart request, passed per request. */
export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  parts: number;
  fieldSize: number;
  fieldNameSize: number;
  headerPairs: number;
}

export interface MultipartVisitor {
  limits: MultipartLimits;
  /** Largest whole body: the largest file plus as much text as a JSON body may hold. */
  totalBytes: number;
  /** A file part, read whole (up to `limits.fileSize`). */
  file(part: MultipartFile, bytes: Buffer): void;
  /** A text part (a string, unless the part was sent as JSON); `truncated` when busboy cut it at `limits.fieldSize`. */
  field(name: string, value: unknown, truncated: boolean): void;
}

/**
 * Reads every part of a multipart request, counting bytes against `totalBytes`: a body over it (by
 * its Content-Length, or by the parts read so far when sent in chunks) answers 413 before anything
 * is stored. A file cut at the size limit answers 400 under its field; busboy's parse failures (a
 * cut or malformed body) answer 400: they are the sender's fault.
 */
export async function readMultipartParts(request: FastifyRequest, visitor: MultipartVisitor): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > visitor.totalBytes) throw tooLarge();
  let read = 0;
  let field = '';
  try {
    for await (const part of request.parts({ limits: visitor.limits })) {
      field = part.fieldname;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        read += bytes.byteLength;
        if (read > visitor.totalBytes) throw tooLarge();
        visitor.file(part, bytes);
        continue;
      }
      read += typeof part.value === 'string' ? Buffer.byteLength(part.value) : 0;
      if (read > visitor.totalBytes) throw tooLarge();
      visitor.field(part.fieldname, part.value, part.valueTruncated);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ [field]: [serverMessages.fileTooLarge] });
    if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') throw badRequest({ detail: serverMessages.malformedMultipart });
    throw error;
  }
}
