import type { FastifyRequest } from 'fastify';
import { errorCodes } from 'fastify';
import { serverMessages } from '@advocate/validation/server-messages';
import { badRequest } from '../../plugins/error-handler.ts';
import type { ProfileUpload } from '../../services/profile-update.ts';
import { multipartFieldKinds, screenshotFileFields } from '../../schemas/user-update-body.ts';

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
 */
export async function readProfileMultipart(request: FastifyRequest): Promise<{ body: Record<string, unknown>; upload?: ProfileUpload }> {
  const body: Record<string, unknown> = {};
  let upload: ProfileUpload | undefined;
  let field = '';
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (screenshotFileFields.has(part.fieldname) && !upload) upload = { field: part.fieldname, bytes };
        continue;
      }
      // A cut value of a field the update reads would be stored wrong: refuse it as oversized.
      if (part.valueTruncated && part.fieldname in multipartFieldKinds) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      if (part.fieldname === 'username' || part.fieldname === 'email' || part.fieldname in multipartFieldKinds) {
        body[part.fieldname] = fieldValue(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ [field]: [serverMessages.fileTooLarge] });
    // Busboy's parse failures (a cut or malformed body) carry no status: they are the sender's fault.
    if (typeof (error as { statusCode?: unknown }).statusCode !== 'number') throw badRequest({ detail: serverMessages.malformedMultipart });
    throw error;
  }
  return { body, upload };
}
