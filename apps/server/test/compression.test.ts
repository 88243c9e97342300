import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';

// A built web app the way vite.config.ts writes it: hashed assets with a .br and a .gz beside
// each, and one stylesheet without twins (as if the build step had skipped it).
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const styles = Array.from({ length: 200 }, (_, i) => `.c${i} { margin: ${i}px; }`).join('\n');
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

function writeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pesa-dist-'));
  mkdirSync(join(dir, 'assets'));
  const withTwins = (path: string, text: string) => {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  withTwins('index.html', indexHtml);
  withTwins('assets/index-a1b2c3.js', script);
  writeFileSync(join(dir, 'assets/plain-d4e5f6.css'), styles);
  return dir;
}

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br'
    ? brotliDecompressSync(body)
    : encoding === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');

describe.each(engines)('compressed replies on %s', (engine) => {
  let h: Harness;
  let distDir: string;
  beforeAll(async () => {
    distDir = writeDist();
    h = await startHarness(engine, { WEB_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await h.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    h.app.server.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])(
    'sends every JS and CSS asset as %s to a browser that accepts it',
    async (encoding, accept) => {
      for (const [url, text] of [
        ['/assets/index-a1b2c3.js', script],
        ['/assets/plain-d4e5f6.css', styles],
      ] as const) {
        const reply = await get(url, accept);
        expect(reply.statusCode, url).toBe(200);
        expect(reply.headers['content-encoding'], url).toBe(encoding);
        expect(String(reply.headers.vary), url).toMatch(/accept-encoding/i);
        expect(decode(encoding, reply.rawPayload), url).toBe(text);
      }
    },
  );

  it('keeps hashed assets for a year and has index.html revalidated', async () => {
    const asset = await get('/assets/index-a1b2c3.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    // A script needs no page policies, only what guards the file itself.
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page's HSTS and referrer policy cover the files it loads.
    expect(asset.headers['strict-transport-security']).toBeUndefined();
    expect(asset.headers['referrer-policy']).toBeUndefined();
    // A client route answers with index.html, compressed too.
    const page = await get('/home/dashboard', 'br, gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers.etag).toBeDefined();
    expect(decode('br', page.rawPayload)).toBe(indexHtml);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const reply = await get('/assets/index-a1b2c3.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(script);
  });

  it('compresses an API reply above 1 KB and leaves it uncached', async () => {
    // The API's own description: a public reply of a few hundred KB.
    const reply = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('no-store');
    const text = decode('br', reply.rawPayload);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toHaveProperty('openapi');
  });

  it('sends an API reply under 1 KB as it is', async () => {
    const reply = await h.app.server.inject({
      method: 'POST',
      url: '/api/common/appConfig',
      headers: { 'accept-encoding': 'gzip, br', 'content-language': 'en_US' },
      payload: {},
    });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toMatchObject({ code: 200 });
  });
});
