import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';

/**
 * How long `next` waits before it fails: a guard against a stream that never speaks, not a
 * speed figure (how soon a change is told is counted in ticks: auditWatcher.test.ts).
 */
const EVENT_GUARD_MS = 10_000;

/** Reads a stream's events one by one (parsed as the staff pages parse them). */
export function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  return {
    async next(timeoutMs = EVENT_GUARD_MS): Promise<EventSourceMessage | null> {
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('no event in time')), timeoutMs);
        }),
      ]).finally(() => clearTimeout(timer));
      return chunk.done ? null : chunk.value;
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
