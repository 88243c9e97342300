import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPrerenderedPages } from './prerendered-pages.ts';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function dist(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'pesa-pre-'));
  mkdirSync(join(dir, 'prerendered'));
  mkdirSync(join(dir, 'preloaded'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('readPrerenderedPages', () => {
  it('maps / and /login (with or without a trailing slash or query) to their files', () => {
    const pages = readPrerenderedPages(
      dist({ 'prerendered/index.html': '<p>', 'prerendered/login.html': '<p>' }),
    );
    expect(pages.fileFor('/')).toBe('prerendered/index.html');
    expect(pages.fileFor('/?from=ad')).toBe('prerendered/index.html');
    expect(pages.fileFor('/login/')).toBe('prerendered/login.html');
    expect(pages.fileFor('/login/254')).toBe('prerendered/login.html');
    expect(pages.fileFor('/login/255/')).toBe('prerendered/login.html');
    expect(pages.fileFor('/login/256')).toBeUndefined();
    expect(pages.fileFor('/home/dashboard')).toBeUndefined();
  });

  it("sends sign-up's page at every step (its script draws the first step only)", () => {
    const pages = readPrerenderedPages(dist({ 'prerendered/register.html': '<p>' }));
    expect(pages.fileFor('/register')).toBe('prerendered/register.html');
    expect(pages.fileFor('/register?step=1')).toBe('prerendered/register.html');
    expect(pages.fileFor('/register?from=ad&step=1')).toBe('prerendered/register.html');
    expect(pages.fileFor('/register?step=2')).toBe('prerendered/register.html');
    expect(pages.fileFor('/register?from=ad&step=2')).toBe('prerendered/register.html');
  });

  it('sends the signed-in screens their copy with the first chunks preloaded, the dashboard its own', () => {
    const pages = readPrerenderedPages(
      dist({ 'preloaded/home.html': '<p>', 'preloaded/dashboard.html': '<p>' }),
    );
    expect(pages.fileFor('/home/dashboard')).toBe('preloaded/dashboard.html');
    expect(pages.fileFor('/home')).toBe('preloaded/dashboard.html');
    expect(pages.fileFor('/home/psp-index?x=1')).toBe('preloaded/home.html');
    expect(pages.fileFor('/homeApi/account')).toBe('preloaded/home.html');
    expect(pages.fileFor('/homeApi')).toBe('preloaded/home.html');
    expect(pages.fileFor('/homeless')).toBeUndefined();
    expect(pages.fileFor('/ops/login')).toBeUndefined();
    expect(pages.fileFor('/register')).toBeUndefined();
    expect(pages.scriptHashes).toEqual([]);
  });

  it('falls back to the plain app for a signed-in route when the build wrote no preloaded copy', () => {
    const pages = readPrerenderedPages(dist({ 'prerendered/index.html': '<p>' }));
    expect(pages.fileFor('/home/dashboard')).toBeUndefined();
    expect(pages.fileFor('/homeApi/account')).toBeUndefined();
  });

  it('hashes each distinct inline script once and ignores scripts with a source', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script>';
    const pages = readPrerenderedPages(
      dist({ 'prerendered/index.html': html, 'prerendered/login.html': html }),
    );
    // sha256("a()") in base64
    expect(pages.scriptHashes).toEqual(['qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=']);
  });

  it('knows no page and allows no script when the build has none', () => {
    dir = mkdtempSync(join(tmpdir(), 'pesa-pre-'));
    const pages = readPrerenderedPages(dir);
    expect(pages.fileFor('/')).toBeUndefined();
    expect(pages.scriptHashes).toEqual([]);
  });
});
