import { expectJson, type FuzzCase } from './app-body-model.ts';
import { validValue, type BodySchema } from './body-schema.ts';
import { corruptedJsonBody, schemaJsonBodies } from './json-cases.ts';
import { multipartCases } from './multipart-cases.ts';
import { createRng, hashText } from './prng.ts';
import { transportCases } from './transport-cases.ts';

/** What the case generator needs to know of a write endpoint. */
export interface FuzzTarget {
  method: string;
  path: string;
  bodySchema?: BodySchema;
  acceptsMultipart: boolean;
}

/** The least number of bodies per endpoint that the app must refuse (issue 6). */
export const MIN_REFUSED_CASES = 200;

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Every fuzz body of one endpoint, from the run's seed and the endpoint (so adding an endpoint
 * does not change the cases of the others): schema-driven JSON, transport and multipart cases,
 * topped up with random corruptions until at least `minimum` of them must be refused.
 */
export function fuzzCases(target: FuzzTarget, seed: number, bodyLimit: number, minimum = MIN_REFUSED_CASES): FuzzCase[] {
  const rng = createRng((seed ^ hashText(`${target.method} ${target.path}`)) >>> 0);
  const schema = target.bodySchema;
  const expect = (text: string) => expectJson(schema, text, bodyLimit);
  const asJson = ({ name, text }: { name: string; text: string }): FuzzCase => ({
    name,
    payload: text,
    headers: JSON_HEADERS,
    expect: expect(text),
  });

  const validBody = () => JSON.stringify(schema ? validValue(schema, rng) : { fuzz: rng.word(8) });
  // Refused by any route: `null` is no object for a body schema, and a cut text no JSON at all.
  const refusedBody = schema ? 'null' : '{"fuzz":';
  const cases = [
    ...schemaJsonBodies(schema, rng, bodyLimit).map(asJson),
    ...transportCases(validBody, refusedBody, bodyLimit, expect),
    ...multipartCases(schema, target.acceptsMultipart, rng, bodyLimit),
  ];
  let refused = cases.filter((item) => item.expect === 'refused').length;
  for (let i = 0; refused < minimum && i < 20 * minimum; i++) {
    const corrupted = asJson(corruptedJsonBody(schema, rng, i));
    cases.push(corrupted);
    if (corrupted.expect === 'refused') refused++;
  }
  return cases.map((item, index) => ({ ...item, name: `#${index} ${item.name}` }));
}
