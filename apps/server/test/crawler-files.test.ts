import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';

// What a crawler and a browser notice: a real robots file, a 404 for a file that is not there
// (never the app's page with 200), and the device features the pages switch off.
const index = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const robots = 'User-agent: *\nDisallow: /home/\n';

function writeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pesa-crawler-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), index);
  writeFileSync(join(dir, 'robots.txt'), robots);
  writeFileSync(join(dir, 'assets/app-abc123.js'), 'console.log(1)');
  return dir;
}

describe.each(engines)('robots, missing files and the permissions policy on %s', (engine) => {
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

  it('answers /robots.txt with the robots file as text, not the app', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.body).toBe(robots);
  });

  it('answers a missing asset or file with 404 and never the app page', async () => {
    for (const url of [
      '/assets/app-old999.js',
      '/assets/missing.css',
      '/assets/nothing',
      '/favicon.ico',
      '/sitemap.xml?x=1',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(404);
      expect(reply.body, url).not.toContain('<div id="root">');
    }
    const present = await get('/assets/app-abc123.js');
    expect(present.statusCode).toBe(200);
    expect(present.body).toBe('console.log(1)');
  });

  it('still answers the app routes with the app page', async () => {
    for (const url of ['/', '/login', '/home/dashboard', '/homeApi/docs?tab=1', '/ops/login']) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toBe(index);
    }
  });

  it('sends a Permissions-Policy that switches off camera, microphone and location on pages', async () => {
    const page = await get('/login');
    const policy = String(page.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature);
    // A hashed asset is not a document: it carries no page-only header.
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers['permissions-policy']).toBeUndefined();
  });
});
