import type { FastifyRequest } from 'fastify';
import { errorCodes } from 'fastify';
import { multipartFieldValue, readMultipartParts } from '../../../plugins/multipart-parts.ts';
import type { ComponentUploads, FileField } from '../components-media.ts';
import { MAX_UPLOAD_BYTES } from '../../uploads/index.ts';
import { componentMultipartKinds } from '../schemas/component-schemas.ts';

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

/**
 * Reads a multipart component write: text parts become the body (every name kept, so unknown ones
 * answer 'Not a valid component field'), the `image` and `widget_upload` files are kept aside. A
 * file part with no name and no bytes is a file input left empty, so nothing. A body over the total
 * answers 413 before anything is stored (plugins/multipart-parts.ts).
 */
export async function readComponentMultipart(
  request: FastifyRequest,
): Promise<{ body: Record<string, unknown>; uploads: ComponentUploads }> {
  const body: Record<string, unknown> = {};
  const uploads: ComponentUploads = {};
  await readMultipartParts(request, {
    limits: COMPONENT_MULTIPART_LIMITS,
    totalBytes: componentMultipartTotalBytes(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 1_048_576),
    file(part, bytes) {
      const field = part.fieldname;
      if (bytes.byteLength === 0 && !part.filename) return;
      if (FILE_FIELDS.includes(field as FileField) && !uploads[field as FileField]) {
        uploads[field as FileField] = { bytes, cut: part.file.truncated };
      } else {
        // A file under another name (or a second one) is no field of a component.
        body[field] = { file: true };
      }
    },
    field(name, value, truncated) {
      if (truncated) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      body[name] = multipartFieldValue(componentMultipartKinds[name], typeof value === 'string' ? value : '');
    },
  });
  return { body, uploads };
}
