import type { FastifyRequest } from 'fastify';
import { errorCodes } from 'fastify';
import { serverMessages } from '@advocate/validation/server-messages';
import { badRequest, HttpError } from '../../plugins/error-handler.ts';
import type { ProfileUpload } from '../../services/profile-update.ts';
import { MAX_IMAGE_BYTES } from '../../services/uploads.ts';
import { multipartFieldKinds, screenshotFileFields } from '../../schemas/user-update-body.ts';

/** Room above the longest text a profile field holds (the `profile` object as JSON is the longest). */
const FIELD_MAX_BYTES = 64 * 1024;

/**
 * Busboy's limits for a profile update (decision 274): the screenshot's size, two file parts, 100
 * text parts of at most 64 KiB, a few headers per part. Passed per request, so they hold whatever
 * the plugin was registered with.
 */
export const PROFILE_MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 2,
  fields: 100,
  parts: 110,
  fieldSize: FIELD_MAX_BYTES,
  fieldNameSize: 100,
  headerPairs: 8,
} as const;

/** The whole multipart body: one screenshot plus as much text as a JSON body may hold. */
export const profileMultipartTotalBytes = (bodyLimit: number) => MAX_IMAGE_BYTES + bodyLimit;

/** Over the total: 413, and the connection closes rather than read the rest of the body. */
const tooLarge = () => new HttpError(413, { detail: 'Request body is too large.' }, { Connection: 'close' });

const TRUE = new Set(['true', 'on', '1', 'yes']);
const FALSE = new Set(['false', 'off', '0', 'no']);

/**
 * A multipart text part as the JSON value the body schema expects (spec 00 §7: booleans and numbers
 * as text, objects as JSON strings, null as an empty part). Unreadable values stay text, and the
 * schema then answers 'Incorrect type.' for them.
 */
function fieldValue(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  switch (multipartFieldKinds[name]) {
    case 'boolean': {
      const word = value.trim().toLowerCase();
      return TRUE.has(word) ? true : FALSE.has(word) ? false : value;
    }
    case 'nullable':
      return value === '' ? null : value;
    case 'json':
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
 * Reads a multipart PUT rest-auth/user/: text parts become the body, the screenshot file part is
 * kept aside (read up to the size limit only). Files under other names are read and dropped.
 * A body over the total (by its Content-Length, or by the parts read so far when it is sent in
 * chunks) answers 413 before anything is stored.
 */
export async function readProfileMultipart(request: FastifyRequest): Promise<{ body: Record<string, unknown>; upload?: ProfileUpload }> {
  const total = profileMultipartTotalBytes(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1_048_576);
  if (Number(request.headers['content-length'] ?? 0) > total) throw tooLarge();
  const body: Record<string, unknown> = {};
  let upload: ProfileUpload | undefined;
  let field = '';
  let read = 0;
  try {
    for await (const part of request.parts({ limits: PROFILE_MULTIPART_LIMITS })) {
      field = part.fieldname;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        read += bytes.byteLength;
        if (read > total) throw tooLarge();
        if (screenshotFileFields.has(part.fieldname) && !upload) upload = { field: part.fieldname, bytes };
        continue;
      }
      read += typeof part.value === 'string' ? Buffer.byteLength(part.value) : 0;
      if (read > total) throw tooLarge();
      // A cut value of a field the update reads would be stored wrong: refuse it as oversized.
      if (part.valueTruncated && part.fieldname in multipartFieldKinds) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      if (part.fieldname === 'username' || part.fieldname === 'email' || part.fieldname in multipartFieldKinds) {
        body[part.fieldname] = fieldValue(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ [field]: [serverMessages.fileTooLarge] });
    // Busboy's parse failures (a cut or malformed body) carry no status: they are the sender's fault.
    if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') throw badRequest({ detail: serverMessages.malformedMultipart });
    throw error;
  }
  return { body, upload };
}
