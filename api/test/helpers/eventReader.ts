import { EventStreamParser, type ServerEvent } from '@portal/shared/live/eventStreamParser';

/** Reads a stream's events one by one. */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const parser = new EventStreamParser();
  const queued: ServerEvent[] = [];
  return {
    async next(timeoutMs = 3000): Promise<ServerEvent | null> {
      const deadline = Date.now() + timeoutMs;
      while (queued.length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error('no event in time')), left),
          ),
        ]);
        if (chunk.done) return null;
        queued.push(...parser.push(chunk.value));
      }
      return queued.shift() ?? null;
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
