/** JSON schemas shared by the auth routes (OpenAPI and body checks). */

export const detailAnswer = {
  type: 'object',
  properties: { detail: { type: 'string' } },
} as const;

/** The User wire shape (libs/api-client types.ts), loosely: the serializer is the source of truth. */
export const userAnswer = { type: 'object', additionalProperties: true } as const;

export const authAnswer = {
  type: 'object',
  properties: { key: { type: 'string' }, user: userAnswer },
} as const;

export const errorAnswer = { type: 'object', additionalProperties: true } as const;
