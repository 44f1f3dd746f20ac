import net from 'node:net';

/** What came back for one raw request: the status line's code (null when none) and the bytes as latin1. */
export interface RawAnswer {
  status: number | null;
  text: string;
}

/**
 * Writes `bytes` to the port exactly as given (no client checks URLs, methods or headers) and reads
 * until the server closes or `timeoutMs` passes. The socket is never half-closed: Node aborts a
 * request whose client sent FIN, which would hide the answer.
 */
export function sendRaw(port: number, bytes: Buffer, { host = '127.0.0.1', timeoutMs = 2_000 } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const socket = net.connect({ host, port });
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, text });
    };
    socket.setTimeout(timeoutMs, finish);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > 1_000_000) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
  });
}

/** Sends every request to the port, `concurrency` at a time; answers in request order. */
export async function sendAllRaw(
  port: number,
  requests: readonly Buffer[],
  { host = '127.0.0.1', concurrency = 25, timeoutMs = 2_000 } = {},
): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = new Array(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      answers[index] = await sendRaw(port, requests[index], { host, timeoutMs });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}
