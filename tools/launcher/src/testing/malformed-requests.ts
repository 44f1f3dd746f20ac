/**
 * A few hundred malformed HTTP requests: bad and overlong percent-encodings, raw non-UTF-8 bytes,
 * `..` traversal in every spelling, NUL, CR/LF injection, huge and broken headers, odd methods and
 * versions, broken bodies and plain garbage. Any server of the product must answer each with a 4xx
 * (or close the connection) and go on serving everyone else. Strings are latin1: one char, one byte.
 */
export interface MalformedRequest {
  name: string;
  bytes: Buffer;
}

const paths = [
  '/%E0%A4%A',
  '/%',
  '/%%',
  '/%zz',
  '/%E0%A4',
  '/%C0%AF',
  '/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd',
  '/%C1%9C',
  '/%E0%80%AF',
  '/%F0%80%80%AF',
  '/%ED%A0%80',
  '/%FF%FE',
  '/%F8%88%80%80%80',
  '/%00',
  '/index.html%00',
  '/config.js%00.png',
  '/assets/%00.js',
  '/%u0000',
  '/..',
  '/../',
  '/../../../../etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/secret.txt',
  '/%2e%2e%2f%2e%2e%2fsecret.txt',
  '/assets/../../secret.txt',
  '/assets/..%5c..%5csecret.txt',
  '/..\\..\\secret.txt',
  '/.%2e/.%2e/secret.txt',
  '/../secret.txt',
  '/assets/%2e%2e/%2e%2e/secret.txt',
  '//etc/passwd',
  '///',
  '/./index.html',
  '/assets/./x.js',
  '/%252e%252e/secret.txt',
  '/login%2F..%2F..%2Fsecret.txt',
  `/${'a'.repeat(8_000)}`,
  `/${'%'.repeat(3_000)}`,
  `/assets/${'x/'.repeat(2_000)}`,
  `/${'%E0%A4%A'.repeat(500)}`,
  '/?%E0%A4%A',
  '/login?next=%E0%A4%A&x=%',
  '/login?%00=%00',
  '/#%E0%A4%A',
  '*',
  'http://evil.example/',
  '//evil.example/%2e%2e',
  'index.html',
  '',
  '/\xc3\xa9',
  '/\xff\xfe',
  '/\xc0\xaf',
  '/\x7f',
  '/a\tb',
  '/a b',
  '/%0d%0aSet-Cookie:%20x=1',
  '/login%0d%0a',
  '/.env',
  '/.git/config',
  '/%2e%65%6e%76',
  '/config.js/..',
  '/config.js%2f..%2f..%2fsecret.txt',
  '/assets/.%00./secret.txt',
];

const methods = [
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'SEARCH',
  'PURGE',
  'M-SEARCH',
  'BREW',
  'get',
  'G ET',
  'GET\x00',
  '',
  'X'.repeat(100),
  'G\xc3\xa9T',
];

const headerCases: Array<[string, string]> = [
  ['huge header', `X-Big: ${'a'.repeat(70_000)}\r\n`],
  ['200 headers', Array.from({ length: 200 }, (_, i) => `X-H${i}: ${'v'.repeat(100)}\r\n`).join('')],
  ['NUL in a value', 'X-Nul: a\x00b\r\n'],
  ['bad header name', '(bad): 1\r\n'],
  ['header without colon', 'NoColon\r\n'],
  ['folded header', 'X-Fold: a\r\n  continued\r\n'],
  ['bare CR', 'X-Cr: a\rb\r\n'],
  ['non-UTF-8 value', 'X-Bytes: \xff\xfe\xc0\xaf\r\n'],
  ['bad Host', 'Host: %E0%A4%A\r\n'],
  ['Host with path', 'Host: evil.example/../x\r\n'],
  ['negative Content-Length', 'Content-Length: -1\r\n'],
  ['non-numeric Content-Length', 'Content-Length: abc\r\n'],
  ['two Content-Lengths', 'Content-Length: 1\r\nContent-Length: 2\r\n'],
  ['chunked with garbage', 'Transfer-Encoding: chunked\r\n\r\nzz\r\nnot a chunk\r\n'],
  ['unknown transfer coding', 'Transfer-Encoding: gzip, chunked\r\n'],
  ['Transfer-Encoding and Content-Length', 'Transfer-Encoding: chunked\r\nContent-Length: 5\r\n'],
  ['Expect 100-continue', 'Expect: 100-continue\r\n'],
  ['Range past the end', 'Range: bytes=999999999-\r\n'],
  ['Range garbage', 'Range: bytes=a-b\r\n'],
  ['Range with many parts', `Range: bytes=${Array.from({ length: 500 }, () => '0-0').join(',')}\r\n`],
  ['If-Modified-Since garbage', 'If-Modified-Since: not a date\r\n'],
  ['If-None-Match garbage', 'If-None-Match: "\x00", W/\r\n'],
  ['If-Range garbage', 'If-Range: %E0%A4%A\r\nRange: bytes=0-1\r\n'],
  ['Accept-Encoding garbage', 'Accept-Encoding: br;q=abc, gzip;q=NaN, *;q=-1\r\n'],
  ['Accept garbage', 'Accept: */*;q=NaN, text/html;;;\r\n'],
  ['huge Cookie', `Cookie: ${'c=1; '.repeat(3_000)}\r\n`],
  ['WebSocket upgrade', 'Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: x\r\nSec-WebSocket-Version: 13\r\n'],
  ['h2c upgrade', 'Upgrade: h2c\r\nHTTP2-Settings: %%%\r\n'],
  ['garbage Authorization', 'Authorization: Token \x00\xff%E0%A4%A\r\n'],
  ['garbage X-Forwarded-For', 'X-Forwarded-For: %E0%A4%A, ::::, 999.999.999.999\r\n'],
  ['garbage Referer', 'Referer: http://%E0%A4%A/\r\n'],
  ['multipart without body', 'Content-Type: multipart/form-data; boundary=\r\nContent-Length: 0\r\n'],
];

/** Whole requests that break the framing itself. */
const rawCases: Array<[string, string]> = [
  ['HTTP/0.9', 'GET /\r\n\r\n'],
  ['HTTP/2.0 on HTTP/1', 'GET / HTTP/2.0\r\nHost: x\r\n\r\n'],
  ['HTTP/1.2', 'GET / HTTP/1.2\r\nHost: x\r\nConnection: close\r\n\r\n'],
  ['HTTP/9.9', 'GET / HTTP/9.9\r\nHost: x\r\n\r\n'],
  ['no version', 'GET / \r\nHost: x\r\n\r\n'],
  ['LF only', 'GET / HTTP/1.1\nHost: x\nConnection: close\n\n'],
  ['HTTP/2 preface', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
  ['TLS hello', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03' + '\x00'.repeat(64)],
  ['empty lines', '\r\n\r\n\r\n\r\n'],
  ['only spaces', ' '.repeat(100)],
  ['no Host on HTTP/1.1', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
  ['two Hosts', 'GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n'],
  ['partial request', 'GET / HTTP/1.1\r\nHost: x\r\n'],
  [
    'body shorter than Content-Length',
    `POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10000000\r\nContent-Type: application/json\r\n\r\n${'{'.repeat(65_536)}`,
  ],
  [
    'oversized JSON body',
    `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: 200000\r\n\r\n${'['.repeat(200_000)}`,
  ],
  ['pipelined', `${'GET / HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(49)}GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
  [
    'smuggling',
    'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n',
  ],
  ['random bytes', Array.from({ length: 512 }, (_, i) => String.fromCharCode((i * 7919 + 13) % 256)).join('')],
];

const request = (method: string, path: string, headers = '') =>
  Buffer.from(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`, 'latin1');

/** Every malformed request, named for a failure report. */
export function malformedRequests(): MalformedRequest[] {
  const cases: MalformedRequest[] = [];
  for (const path of paths) {
    for (const method of ['GET', 'HEAD']) cases.push({ name: `${method} ${path.slice(0, 60)}`, bytes: request(method, path) });
  }
  for (const method of methods) {
    for (const path of ['/', '/login', '/assets/app.js'])
      cases.push({ name: `${method.slice(0, 20)} ${path}`, bytes: request(method, path) });
  }
  for (const [name, headers] of headerCases) {
    for (const path of ['/', '/assets/app.js']) cases.push({ name: `${name} on ${path}`, bytes: request('GET', path, headers) });
  }
  for (const [name, text] of rawCases) cases.push({ name, bytes: Buffer.from(text, 'latin1') });
  return cases;
}
