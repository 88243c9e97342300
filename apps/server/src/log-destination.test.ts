import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const destination = fileURLToPath(new URL('./log-destination.ts', import.meta.url));

describe('logDestination', () => {
  it('writes out every line logged before the process exits, even lines still in flight', () => {
    // 2,000 lines in one tick, then an immediate exit: most are still queued behind the first
    // asynchronous write when process.exit runs.
    const script = `
      import pino from 'pino';
      import { logDestination } from ${JSON.stringify(destination)};
      const log = pino(logDestination());
      for (let i = 0; i < 2000; i++) log.info({ i }, 'line');
      process.exit(0);`;
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number });
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 2000 }, (_, i) => i));
  });
});
