import type { FastifyReply } from 'fastify';
import { securityHeadersFor } from '../plugins/securityHeaders';

export interface EventStreamOptions {
  /** How long a client waits before reconnecting after the stream ends. */
  retryMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** The stream ends after this long, so the client reconnects and its session is checked again. */
  maxAgeMs: number;
  onClose: () => void;
}

export interface EventStream {
  send(event: string, data: unknown): void;
  close(): void;
}

/**
 * Takes over the reply and answers it as a server-sent event stream. A hijacked reply skips
 * the onSend hooks, so the stream sets every answer's security headers itself.
 */
export function openEventStream(reply: FastifyReply, options: EventStreamOptions): EventStream {
  reply.hijack();
  const response = reply.raw;
  response.writeHead(200, {
    ...securityHeadersFor(reply.request, reply.server.config.hstsMaxAgeSeconds),
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    // Reverse proxies such as nginx would otherwise buffer the events.
    'X-Accel-Buffering': 'no',
  });
  response.write(`retry: ${options.retryMs}\n\n`);

  let open = true;
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), options.heartbeatMs);
  const maxAge = setTimeout(() => stream.close(), options.maxAgeMs);

  // The response's 'close' fires when it ends or the client goes away (the request's does not).
  response.on('close', () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    clearTimeout(maxAge);
    options.onClose();
  });

  const stream: EventStream = {
    send(event, data) {
      if (open) response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (open) response.end();
    },
  };
  return stream;
}
