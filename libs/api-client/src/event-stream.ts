/** One server-sent event: its name and its data parsed as JSON. */
export type StreamEventHandler = (event: string, data: unknown) => void;

/**
 * Reads a `text/event-stream` body (decision 791), calling `onEvent` for each event with data;
 * comment lines and `retry:` are skipped. Resolves when the body ends (or is aborted).
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: StreamEventHandler): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length === 0) continue;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.join('\n'));
        } catch {
          continue;
        }
        onEvent(event, parsed);
      }
    }
  } catch (error) {
    if ((error as { name?: string }).name !== 'AbortError') throw error;
  } finally {
    reader.releaseLock();
  }
}
