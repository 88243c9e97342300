import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses every reply above 1 KB for a client that accepts it (issue 16: most customers are
 * on mobile data). Static assets arrive already compressed at build time, so this covers the
 * API's JSON and anything sent without a precompressed twin. Brotli runs at the plugin's
 * quality 4, cheap enough per reply; request bodies are never inflated (a compressed body
 * could expand past the body limit), so only replies change.
 *
 * Registered before every route so that its hook applies to all of them. Compression leaks
 * nothing here (BREACH): the API authenticates with a bearer header, never a cookie, so no
 * other site can make a signed-in request whose compressed size it could watch.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
