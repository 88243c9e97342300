import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RAIL_IDS } from '../src/channels/rails.ts';
import { PRODUCTION_ENV, SHARED_SECRETS } from './production-env.ts';
import { eventually, killHard, startServerProcess } from './server-process.ts';

/** One start line per rail of channels/rails.ts. */
const RAIL_LINES = RAIL_IDS.length;

/**
 * `npm start` in production with no rail configured: it starts, listens, and says at start that
 * every rail is off; with the staging setting it warns. The lines are the same on either
 * database, so one engine (SQLite) is enough here; the rails' behaviour is tested on both in
 * rails-in-production.test.ts.
 */
describe('what the server says about its rails at start', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start(env: Record<string, string> = {}) {
    const dataDir = mkdtempSync(join(tmpdir(), 'pesa-rails-start-'));
    const server = await startServerProcess({
      ...PRODUCTION_ENV,
      ...SHARED_SECRETS,
      DATA_DIR: dataDir,
      JOBS_ENABLED: 'false',
      ...env,
    });
    cleanups.push(async () => {
      await killHard(server.child);
      rmSync(dataDir, { recursive: true, force: true });
    });
    // The rail lines follow the "is running" line; the sandbox's is the last of them.
    const output = await eventually(async () =>
      server.output().includes('Merchant API sandbox') ? server.output() : undefined,
    );
    return { ...server, lines: output.split('\n').filter((l) => l.startsWith('Rail ')) };
  }

  it('starts in production with every rail off, one line per rail, and serves', async () => {
    const server = await start();
    expect(server.lines).toHaveLength(RAIL_LINES);
    expect(server.lines.every((l) => / off \(/.test(l))).toBe(true);
    expect(server.output()).not.toContain('WARNING');
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('warns at start when RAILS_SIMULATOR=on serves live money in production', async () => {
    const server = await start({ RAILS_SIMULATOR: 'on' });
    expect(server.output()).toContain('WARNING: RAILS_SIMULATOR=on in production');
    expect(server.lines.every((l) => / simulated \(/.test(l))).toBe(true);
  });
});
