import { describe, expect, it } from 'vitest';
import { buildOAuth1Header, parseOAuth1Header } from './oauth1-header.ts';

describe('parseOAuth1Header', () => {
  it('reads the example header of RFC 5849 and Twitter docs', () => {
    const header =
      'OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", ' +
      'oauth_signature="tnnArxj06cWHq44gCs1OSKk%2FjLY%3D", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1318622958", ' +
      'oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb", oauth_version="1.0"';
    const parsed = parseOAuth1Header(header);
    expect(parsed).toMatchObject({
      ok: true,
      params: { oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog', oauth_signature: 'tnnArxj06cWHq44gCs1OSKk/jLY=' },
    });
  });

  it('round-trips what buildOAuth1Header makes, callback URL included', () => {
    const parsed = parseOAuth1Header(
      buildOAuth1Header({ oauth_consumer_key: 'k', oauth_callback: 'http://localhost:4400/auth/twitter?a=b c' }),
    );
    expect(parsed.ok && parsed.params.oauth_callback).toBe('http://localhost:4400/auth/twitter?a=b c');
  });

  it.each([
    [undefined, 'missing Authorization header'],
    ['Bearer abc', 'the Authorization scheme is not OAuth'],
    ['OAuth oauth_consumer_key=k', 'malformed parameter'],
    ['OAuth oauth_consumer_key="k"', 'missing oauth_nonce'],
    ['OAuth oauth_consumer_key="k", oauth_consumer_key="k"', 'repeated parameter'],
    [
      'OAuth oauth_consumer_key="k", oauth_nonce="n", oauth_signature="s", oauth_signature_method="MD5", oauth_timestamp="1"',
      'unknown oauth_signature_method',
    ],
    [
      'OAuth oauth_consumer_key="k", oauth_nonce="n", oauth_signature="s", oauth_signature_method="HMAC-SHA1", oauth_timestamp="x"',
      'oauth_timestamp',
    ],
  ])('refuses %s', (header, problem) => {
    const parsed = parseOAuth1Header(header);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem).toContain(problem);
  });
});
