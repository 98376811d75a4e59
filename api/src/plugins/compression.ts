import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Text answers (JSON, pages, scripts, SVG) but never the live-update stream, whose events
 * must leave at once rather than wait in a compressor's buffer, nor binary files (PDFs,
 * images, octet-streams): they are compressed already and keep their Content-Length.
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|[/+]json(?:;|$)|^application\/javascript|\+xml(?:;|$)/;

/**
 * Compresses answers on the fly (docs/architecture.md, "Compression"). Built front-end
 * files are compressed at build time and sent as they are (`preCompressed` in frontEnds):
 * this plugin leaves an answer that already has a Content-Encoding alone.
 */
async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    encodings: ['br', 'gzip'],
    // Requests are never inflated: a small compressed body could expand past the body limit.
    globalDecompression: false,
  });
}

export default fp(compression, { name: 'compression' });
