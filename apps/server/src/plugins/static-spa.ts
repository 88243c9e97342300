import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { serverMessages } from '../i18n/server-messages.ts';
import { readPrerenderedPages } from './prerendered-pages.ts';
import { pagePolicyAllowing } from './security-headers.ts';

/**
 * Headers a hashed asset does not need: security headers that only a page (a document) obeys,
 * which a script or stylesheet ignores, and validators for a file that is never revalidated.
 * The first page loads about 40 such files over HTTP/1.1, where these ~700 bytes a reply were an
 * eighth of what a phone downloaded (issue 16). Every hashed asset keeps nosniff and its
 * cross-origin resource policy; index.html, /sw.js and every other non-asset reply keeps them all.
 * A logged-in screen loads over a hundred of them, so HSTS and the referrer policy go too: the
 * browser learns HSTS from the page, always the first reply of a visit, and a module script
 * without a referrer policy of its own fetches its imports under the page's (no-referrer).
 */
const HEADERS_AN_ASSET_DOES_NOT_NEED = [
  'content-security-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'strict-transport-security',
  'referrer-policy',
  // Validators and ranges: a hashed file is never revalidated (immutable) nor fetched in parts.
  'etag',
  'last-modified',
  'accept-ranges',
];

/** File endings of what the build and the browser fetch; the app's own routes never end so. */
const FILE_ENDING =
  /\.(js|mjs|css|map|json|txt|xml|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest|br|gz)$/i;

/** A request for a file rather than a page: anything under /assets/, or a path with a file's ending. */
export function looksLikeAFile(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  return path.startsWith('/assets/') || FILE_ENDING.test(path);
}

/**
 * Serves the built web app and answers every non-API GET with index.html so client-side routes
 * survive a reload. API paths that match nothing get a JSON 404 in the envelope.
 */
export async function staticSpaPlugin(app: FastifyInstance, opts: { distDir: string }) {
  // `dist` is a link to the latest build (apps/web/scripts/atomic-build.mjs). The server keeps the
  // build it started with, whole: its file routes, prerendered pages and script hashes all come
  // from it, and a rebuild under a running server changes nothing it serves.
  const distDir = existsSync(opts.distDir) ? realpathSync(opts.distDir) : opts.distDir;
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const prerendered = readPrerenderedPages(distDir);
  const pagePolicy = pagePolicyAllowing(prerendered.scriptHashes);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each text asset (vite.config.ts); the file the
      // client accepts is sent with its Content-Encoding and `Vary: Accept-Encoding`.
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, path) => {
        const isAsset = path.includes('/assets/');
        reply.header('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (isAsset) for (const name of HEADERS_AN_ASSET_DOES_NOT_NEED) reply.removeHeader(name);
        if (path.endsWith('.html')) reply.header('content-security-policy', pagePolicy);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/open/');
    if (isApi || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ code: 404, msg: serverMessages.notFound[request.lang], data: null });
    }
    // A file that is not there (an old hashed asset, a typo) is a 404, never the app's page with
    // 200: a browser would run HTML as a script and a crawler would index it.
    if (looksLikeAFile(request.url)) {
      return reply
        .status(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    // A guest's landing pages come drawn ahead of time (the build's prerendered copies).
    reply.header('Cache-Control', 'no-cache').header('content-security-policy', pagePolicy);
    return reply.sendFile(prerendered.fileFor(request.url) ?? 'index.html');
  });
}
