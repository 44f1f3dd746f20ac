import type { FastifyInstance } from 'fastify';
import type { FuzzCase } from './app-body-model.ts';
import { answerProblem } from './drf-answer.ts';
import type { WriteEndpoint } from './write-endpoints.ts';

/** Who sends a case: nobody, or a signed-in user of a kind. */
export interface Identity {
  name: string;
  token?: string;
}

export interface CaseOutcome {
  status: number;
  problem?: string;
}

/**
 * Each case comes from its own address in a documentation range (RFC 5737), so the per-address
 * sign-in throttle and rate limits, which have their own tests, do not answer in the handler's place.
 */
export const caseAddress = (index: number) => `198.51.100.${1 + (index % 250)}`;

/** Sends one case as `identity` and judges the answer. */
export async function sendCase(
  app: FastifyInstance,
  endpoint: WriteEndpoint,
  item: FuzzCase,
  identity: Identity,
  index: number,
): Promise<CaseOutcome> {
  const headers = { ...item.headers, ...(identity.token ? { authorization: `Token ${identity.token}` } : {}) };
  const answer = await app.inject({
    method: endpoint.method as 'POST',
    url: `${endpoint.url}${item.query ?? ''}`,
    payload: item.payload,
    headers,
    remoteAddress: caseAddress(index),
  });
  const status = answer.statusCode;
  const problem =
    answerProblem(status, answer.headers['content-type'] as string | undefined, answer.body) ??
    (item.expect === 'refused' && status < 400 ? `accepted (${status}) a body it must refuse` : undefined);
  return { status, problem };
}

/** A short, readable, copyable view of a payload for a failure message. */
export function payloadPreview(payload: string | Buffer, length = 160): string {
  const text = typeof payload === 'string' ? payload : payload.toString('latin1');
  const preview = JSON.stringify(text.slice(0, length));
  return text.length > length ? `${preview}… (${text.length} characters)` : preview;
}

/** One failure line: enough to find the case again with the same seed. */
export function describeFailure(endpoint: WriteEndpoint, item: FuzzCase, identity: Identity, outcome: CaseOutcome): string {
  return `${endpoint.method} ${endpoint.url}${item.query?.slice(0, 60) ?? ''} as ${identity.name}, case ${item.name} (${JSON.stringify(item.headers).slice(0, 120)}): ${outcome.problem}; payload ${payloadPreview(item.payload)}`;
}
