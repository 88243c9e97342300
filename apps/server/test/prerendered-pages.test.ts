import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';

// A build with the guest home page drawn ahead of time (apps/web/build-plugins/prerender): its
// copy of index.html carries the page and one inline script that shows it.
const STAMP = "document.getElementById('root').dataset.stamped = 'yes';";
const stampHash = createHash('sha256').update(STAMP).digest('base64');
const plainIndex = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const homeIndex = `<!doctype html><html><head></head><body><div id="root"></div><template data-route="/"><p>Home</p></template><script>${STAMP}</script></body></html>`;

function writeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pesa-prerendered-'));
  mkdirSync(join(dir, 'prerendered'));
  writeFileSync(join(dir, 'index.html'), plainIndex);
  writeFileSync(join(dir, 'prerendered/index.html'), homeIndex);
  return dir;
}

describe.each(engines)('prerendered guest pages on %s', (engine) => {
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

  const get = (url: string) => h.app.server.inject({ method: 'GET', url });
  const scriptSources = (policy: unknown) =>
    String(policy)
      .split(';')
      .find((directive) => directive.startsWith('script-src '));

  it('sends the home page drawn ahead of time for /, and lets its one inline script run', async () => {
    const reply = await get('/');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(homeIndex);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(scriptSources(reply.headers['content-security-policy'])).toBe(
      `script-src 'self' 'sha256-${stampHash}'`,
    );
  });

  it('sends the plain app for a route that was not prerendered, under the same policy', async () => {
    for (const url of ['/home/dashboard', '/login', '/login/254']) {
      const reply = await get(url);
      expect(reply.body).toBe(plainIndex);
      expect(scriptSources(reply.headers['content-security-policy'])).toBe(
        `script-src 'self' 'sha256-${stampHash}'`,
      );
    }
  });

  it('keeps script-src-attr closed and API replies under their own policy', async () => {
    const page = await get('/');
    expect(String(page.headers['content-security-policy'])).toContain("script-src-attr 'none'");
    const api = await h.app.server.inject({
      method: 'POST',
      url: '/api/common/country',
      payload: {},
    });
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
