import type { FastifyRequest } from 'fastify';
import { errorCodes } from 'fastify';
import { multipartFieldValue, readMultipartParts } from '../../../plugins/multipart-parts.ts';
import type { ProfileUpload } from '../profile-update.ts';
import { MAX_IMAGE_BYTES } from '../../uploads/index.ts';
import { multipartFieldKinds, screenshotFileFields } from '../schemas/user-update-body.ts';

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

/**
 * Reads a multipart PUT rest-auth/user/: text parts become the body, the screenshot file part is
 * kept aside (read up to the size limit only). Files under other names are read and dropped.
 * A body over the total answers 413 before anything is stored (plugins/multipart-parts.ts).
 */
export async function readProfileMultipart(request: FastifyRequest): Promise<{ body: Record<string, unknown>; upload?: ProfileUpload }> {
  const body: Record<string, unknown> = {};
  let upload: ProfileUpload | undefined;
  await readMultipartParts(request, {
    limits: PROFILE_MULTIPART_LIMITS,
    totalBytes: profileMultipartTotalBytes(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1_048_576),
    file(part, bytes) {
      if (screenshotFileFields.has(part.fieldname) && !upload) upload = { field: part.fieldname, bytes };
    },
    field(name, value, truncated) {
      // A cut value of a field the update reads would be stored wrong: refuse it as oversized.
      if (truncated && name in multipartFieldKinds) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      if (name === 'username' || name === 'email' || name in multipartFieldKinds)
        body[name] = multipartFieldValue(multipartFieldKinds[name], value);
    },
  });
  return { body, upload };
}
