import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildAtomically, currentBuild } from './atomic-build.mjs';

let webDir: string;
let clock = 1_000;
const now = () => ++clock;

const writePage = (text: string) => async (outDir: string) => {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'index.html'), text);
};
const servedPage = () => readFileSync(join(webDir, 'dist', 'index.html'), 'utf8');

beforeEach(() => {
  webDir = mkdtempSync(join(tmpdir(), 'pesa-atomic-build-'));
});
afterEach(() => {
  clock = 1_000;
});

describe('buildAtomically', () => {
  it('keeps serving the previous build until the new one is complete, then switches', async () => {
    await buildAtomically({ webDir, build: writePage('first'), now });
    let finish: () => void = () => undefined;
    let halfWritten: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (halfWritten = resolve));
    const building = buildAtomically({
      webDir,
      now,
      build: async (outDir) => {
        await writePage('')(outDir); // a half-written build: an empty page
        halfWritten();
        await new Promise<void>((resolve) => (finish = resolve));
        writeFileSync(join(outDir, 'index.html'), 'second');
      },
    });
    await started;
    expect(servedPage()).toBe('first');
    finish();
    await building;
    expect(servedPage()).toBe('second');
  });

  it('leaves dist as it was when the build fails, and removes the failed folder', async () => {
    await buildAtomically({ webDir, build: writePage('good'), now });
    const before = currentBuild(webDir);
    await expect(
      buildAtomically({
        webDir,
        now,
        build: async (outDir) => {
          await writePage('broken')(outDir);
          throw new Error('vite build exited with 1');
        },
      }),
    ).rejects.toThrow('exited with 1');
    expect(currentBuild(webDir)).toBe(before);
    expect(servedPage()).toBe('good');
    expect(readdirSync(join(webDir, 'builds'))).toHaveLength(1);
  });

  it('moves a dist folder from before aside once, and keeps two previous builds', async () => {
    await writePage('from before')(join(webDir, 'dist'));
    for (const text of ['a', 'b', 'c'])
      await buildAtomically({ webDir, build: writePage(text), now });
    expect(servedPage()).toBe('c');
    const builds = readdirSync(join(webDir, 'builds')).map((name) =>
      readFileSync(join(webDir, 'builds', name, 'index.html'), 'utf8'),
    );
    expect(builds.sort()).toEqual(['a', 'b', 'c']);
  });
});
