import { Writable } from 'node:stream';

/** A log stream that keeps every line a test app writes: `text()` all of it, `lines()` parsed. */
export function captureLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, text, lines, clear: () => void (chunks.length = 0) };
}
