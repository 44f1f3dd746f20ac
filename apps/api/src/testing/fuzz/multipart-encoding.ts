/** One part of a multipart/form-data body as the fuzz test writes it (possibly broken). */
export interface Part {
  /** undefined: no name parameter; null: no Content-Disposition header at all. */
  name?: string | null;
  filename?: string;
  type?: string;
  extraHeaders?: string[];
  value: string | Buffer;
}

export interface Layout {
  eol?: string;
  /** Write the closing delimiter (default true). */
  close?: boolean;
  preamble?: string;
  epilogue?: string;
}

function headers(part: Part): string[] {
  const lines: string[] = [];
  if (part.name !== null) {
    const name = part.name === undefined ? '' : `; name="${part.name}"`;
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    lines.push(`Content-Disposition: form-data${name}${filename}`);
  }
  if (part.type) lines.push(`Content-Type: ${part.type}`);
  return [...lines, ...(part.extraHeaders ?? [])];
}

/** The bytes of a multipart body with `boundary` between `parts`. */
export function encodeMultipart(boundary: string, parts: Part[], layout: Layout = {}): Buffer {
  const eol = layout.eol ?? '\r\n';
  const chunks: Buffer[] = [];
  if (layout.preamble) chunks.push(Buffer.from(`${layout.preamble}${eol}`));
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}${eol}${headers(part)
          .map((line) => `${line}${eol}`)
          .join('')}${eol}`,
      ),
    );
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value, Buffer.from(eol));
  }
  if (layout.close !== false) chunks.push(Buffer.from(`--${boundary}--${eol}${layout.epilogue ?? ''}`));
  return Buffer.concat(chunks);
}

/** A body field as multipart text: booleans and numbers as text, objects as JSON, null as empty. */
export function partText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every top-level field of `body` as a text part. */
export const textParts = (body: Record<string, unknown>): Part[] =>
  Object.entries(body).map(([name, value]) => ({ name, value: partText(value) }));

export const multipartType = (boundary: string) => `multipart/form-data; boundary=${boundary}`;
