import { describe, expect, it } from 'vitest';
import {
  authorizationHeader,
  baseStringUri,
  hmacSha1Signature,
  normalizeParameters,
  percentEncode,
  signatureBaseString,
  signedOAuthParams,
} from './oauth1.ts';

describe('percentEncode (RFC 5849 §3.6)', () => {
  it('keeps only unreserved characters', () => {
    expect(percentEncode('Ladies + Gentlemen')).toBe('Ladies%20%2B%20Gentlemen');
    expect(percentEncode("An encoded string!*'()")).toBe('An%20encoded%20string%21%2A%27%28%29');
    expect(percentEncode('Dogs, Cats & Mice')).toBe('Dogs%2C%20Cats%20%26%20Mice');
    expect(percentEncode('-._~')).toBe('-._~');
    expect(percentEncode('☃')).toBe('%E2%98%83');
  });
});

describe('baseStringUri (RFC 5849 §3.4.1.2)', () => {
  it('lower-cases scheme and host and drops default ports and the query', () => {
    expect(baseStringUri('HTTP://EXAMPLE.COM:80/r%20v/X?id=123')).toBe('http://example.com/r%20v/X');
    expect(baseStringUri('https://www.example.net:8080/?q=1')).toBe('https://www.example.net:8080/');
    expect(baseStringUri('https://api.example.com:443/oauth')).toBe('https://api.example.com/oauth');
  });
});

describe('signature base string (RFC 5849 §3.4.1.1 example)', () => {
  const url = 'http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b';
  const oauth: Array<[string, string]> = [
    ['realm', 'Example'],
    ['oauth_consumer_key', '9djdj82h48djs9d2'],
    ['oauth_token', 'kkk9d7dh3k39sjv7'],
    ['oauth_signature_method', 'HMAC-SHA1'],
    ['oauth_timestamp', '137131201'],
    ['oauth_nonce', '7d8f3e4a'],
    ['oauth_signature', 'bYT5CMsGcbgUdFHObYMEfcx6bsw='],
  ];
  // The form body `c2&a3=2+q`.
  const body: Array<[string, string]> = [...new URLSearchParams('c2&a3=2+q').entries()];

  it('normalises the parameters as §3.4.1.3.2 shows', () => {
    const query: Array<[string, string]> = [...new URL(url).searchParams.entries()];
    const all = [...query, ...oauth, ...body].filter(([n]) => n !== 'realm' && n !== 'oauth_signature');
    expect(normalizeParameters(all)).toBe(
      'a2=r%20b&a3=2%20q&a3=a&b5=%3D%253D&c%40=&c2=&oauth_consumer_key=9djdj82h48djs9d2&oauth_nonce=7d8f3e4a' +
        '&oauth_signature_method=HMAC-SHA1&oauth_timestamp=137131201&oauth_token=kkk9d7dh3k39sjv7',
    );
  });

  it('builds the documented base string', () => {
    expect(signatureBaseString('post', url, [...oauth, ...body])).toBe(
      'POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D' +
        '%26oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1' +
        '%26oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7',
    );
  });
});

describe('HMAC-SHA1 signatures of RFC 5849 §1.2 (photos.example.net)', () => {
  const consumer = { key: 'dpf43f3p2l4k3l03', secret: 'kd94hf93k423kf44' };

  it('signs the temporary credentials request', () => {
    const base = signatureBaseString('POST', 'https://photos.example.net/initiate', [
      ['oauth_consumer_key', consumer.key],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131200'],
      ['oauth_nonce', 'wIjqoS'],
      ['oauth_callback', 'http://printer.example.com/ready'],
    ]);
    expect(hmacSha1Signature(base, consumer.secret)).toBe('74KNZJeDHnMBp0EMJ9ZHt/XKycU=');
  });

  it('signs the token request with the temporary credentials', () => {
    const base = signatureBaseString('POST', 'https://photos.example.net/token', [
      ['oauth_consumer_key', consumer.key],
      ['oauth_token', 'hh5s93j4hdidpola'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131201'],
      ['oauth_nonce', 'walatlh'],
      ['oauth_verifier', 'hfdp7dh39dks9884'],
    ]);
    expect(hmacSha1Signature(base, consumer.secret, 'hdhd0244k9j7ao03')).toBe('gKgrFCywp7rO0OXSjdot/IHF7IU=');
  });

  it('signs the protected resource request (query parameters included)', () => {
    const base = signatureBaseString('GET', 'http://photos.example.net/photos?file=vacation.jpg&size=original', [
      ['oauth_consumer_key', consumer.key],
      ['oauth_token', 'nnch734d00sl2jdk'],
      ['oauth_signature_method', 'HMAC-SHA1'],
      ['oauth_timestamp', '137131202'],
      ['oauth_nonce', 'chapoH'],
    ]);
    expect(hmacSha1Signature(base, consumer.secret, 'pfkkdhi9sl3r4s00')).toBe('MdpQcU8iPSUjWoN/UDMsK2sui9I=');
  });
});

describe("Twitter's documented example (Creating a signature)", () => {
  const request = {
    method: 'POST',
    url: 'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
    consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
    consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
    token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
    tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
    bodyParams: [['status', 'Hello Ladies + Gentlemen, a signed OAuth request!']] as Array<[string, string]>,
    nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
    timestamp: 1318622958,
  };

  it('produces the documented signature', () => {
    expect(signedOAuthParams(request).oauth_signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('puts every protocol parameter, encoded, in the Authorization header', () => {
    expect(authorizationHeader(request)).toBe(
      'OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", ' +
        'oauth_signature="hCtSmYh%2BiHYCEqBWrE7C7hYmtUk%3D", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1318622958", ' +
        'oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb", oauth_version="1.0"',
    );
  });

  it('signs oauth_callback and changes the signature with every input', () => {
    const base = {
      method: 'POST',
      url: 'https://api.example/oauth/request_token',
      consumerKey: 'k',
      consumerSecret: 's',
      nonce: 'n',
      timestamp: 1,
    };
    const a = signedOAuthParams({ ...base, oauthParams: { oauth_callback: 'http://localhost:4200/auth/twitter' } });
    const b = signedOAuthParams({ ...base, oauthParams: { oauth_callback: 'http://localhost:4200/auth/other' } });
    expect(a.oauth_callback).toBe('http://localhost:4200/auth/twitter');
    expect(a.oauth_signature).not.toBe(b.oauth_signature);
    expect(signedOAuthParams({ ...base, consumerSecret: 't' }).oauth_signature).not.toBe(signedOAuthParams(base).oauth_signature);
    // Fresh nonces by default.
    const { nonce: _n, ...noNonce } = base;
    expect(signedOAuthParams(noNonce).oauth_nonce).not.toBe(signedOAuthParams(noNonce).oauth_nonce);
  });
});
