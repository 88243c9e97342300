import { mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, engines } from './harness.ts';
import { eventually, freePort, killHard, startServerProcess } from './server-process.ts';

/**
 * The server as it runs in production, with METRICS_PORT set: the metrics port is announced,
 * bound to this machine, serves the first ledger check's result, and closes when SIGTERM stops
 * the server (graceful-stop.ts), which still exits 0.
 */
describe.each(engines)('the metrics port of a running server on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-metrics-'));
  let child: ChildProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) await killHard(child);
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves metrics on 127.0.0.1 only, never on the public port, and closes on SIGTERM', async () => {
    const pg = engine === 'postgres' ? await createPostgresDatabase() : undefined;
    drop = pg?.drop;
    const metricsPort = await freePort();
    const server = await startServerProcess({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.url,
      METRICS_PORT: String(metricsPort),
    });
    child = server.child;
    const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    expect(server.output()).toContain(`Metrics: ${metricsUrl}`);

    // The first ledger check runs at start; its result appears once it has read the ledger.
    const text = await eventually(async () => {
      const body = await (await fetch(metricsUrl)).text();
      return body.includes('pesa_ledger_check_ok 1') ? body : undefined;
    });
    expect(text).toContain('pesa_ledger_unreconciled_accounts 0');
    expect(text).toContain('pesa_database_up 1');

    // Bound to the loopback address: this machine's other addresses do not reach it.
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outward)
      await expect(fetch(`http://${outward.address}:${metricsPort}/metrics`)).rejects.toThrow();

    const publicReply = await fetch(`${server.url}/metrics`);
    expect(await publicReply.text()).not.toContain('pesa_');

    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(metricsUrl)).rejects.toThrow();
  });
});
