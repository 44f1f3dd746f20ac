import { describe, expect, it } from 'vitest';
import { readEventStream } from './event-stream.ts';

const bodyOf = (...chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe('readEventStream', () => {
  it('parses named events split across chunks, and skips comments, retry lines and bad data', async () => {
    const got: Array<[string, unknown]> = [];
    await readEventStream(
      bodyOf(
        'retry: 2000\n\n: keep-alive\n\nevent: snap',
        'shot\ndata: {"clicks":1}\n\n',
        'data: not json\n\nevent: revoked\r\ndata: {}\r\n\r\n',
      ),
      (event, data) => got.push([event, data]),
    );
    expect(got).toEqual([
      ['snapshot', { clicks: 1 }],
      ['revoked', {}],
    ]);
  });
});
