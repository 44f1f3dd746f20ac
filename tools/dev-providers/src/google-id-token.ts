import { createHash, createSign, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwk: Record<string, unknown>;
}

let key: SigningKey | undefined;

/** One RSA key per process, made on first use: generating it costs tens of milliseconds. */
function signingKey(): SigningKey {
  if (!key) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = createHash('sha256')
      .update(publicKey.export({ type: 'spki', format: 'der' }))
      .digest('hex')
      .slice(0, 16);
    key = { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
  }
  return key;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** The JSON Web Key Set Google publishes at /oauth2/v3/certs, holding the stand-in's key. */
export function googleJwks(): { keys: Record<string, unknown>[] } {
  return { keys: [signingKey().jwk] };
}

/** Google's `at_hash`: the left half of the SHA-256 of the access token. */
export function accessTokenHash(accessToken: string): string {
  return base64url(createHash('sha256').update(accessToken).digest().subarray(0, 16));
}

/** An RS256 JWT signed with the stand-in's key (verifiable through googleJwks, not Google's keys). */
export function signIdToken(claims: Record<string, unknown>): string {
  const { kid, privateKey } = signingKey();
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const payload = base64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${header}.${payload}`).sign(privateKey);
  return `${header}.${payload}.${base64url(signature)}`;
}
