import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import { call, ok, type Instance } from './instance-client.ts';
import { fundedAccountOverHttp, mpesaPayeeOverHttp } from './process-account.ts';
import { eventually, freePort, killHard, startServerProcess } from './server-process.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const fundPassword = '135792';
const SENDERS = 4;
const PAID = 1;

/** Every process under `pid` (children, their children …), as `ps` sees them now. */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

type Outcome = { sn: string; reply?: { code: number }; error?: string };

/**
 * Issue 34's proof of a graceful stop, once (on SQLite: the stop is the process's, not the
 * engine's): `npm start` exactly as an operator runs it, sends streaming in from four clients,
 * then SIGTERM to npm. Every send either got its whole reply or was refused before it began
 * (connection refused, or 503 on a kept-alive socket), none was cut; npm exits 0 with no process
 * of its tree left; no job is left leased; and a new server pays every accepted send.
 */
describe('npm start stopped by SIGTERM under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-graceful-stop-'));
  const children: ChildProcess[] = [];
  let watch: Db | undefined;
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) await killHard(child);
    await watch?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes what is in flight, leaves no orphan and loses no job',
    { timeout: 600_000 },
    async () => {
      const port = await freePort();
      const env = {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // The stop's own lines (stopping, stopped, or why not) show when the exit code is wrong.
        LOG_LEVEL: 'info',
        PASSWORD_HASH_COST: '12',
        JOB_POLL_MS: '50',
        KYC_REQUIRED: 'false',
        // Payouts take a while, so jobs are running when the stop comes.
        CHANNEL_SIMULATOR_DELAY_MS: '300',
        CHANNEL_SIMULATOR_FAILURE_RATE: '0',
      };
      const npm = spawn('npm', ['start'], {
        cwd: repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(npm);
      let output = '';
      await new Promise<void>((resolve, reject) => {
        npm.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('is running at')) resolve();
        });
        npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        npm.once('exit', (code) => reject(new Error(`npm start exited (${code}): ${output}`)));
      });
      const server: Instance = { url: `http://127.0.0.1:${port}` };

      const { token } = await fundedAccountOverHttp(server, {
        userType: 1,
        password: 'Graceful1234',
        fundPassword,
        topUp: '5000',
        snPrefix: `GSTOPUP${process.pid}-`,
      });
      const payee = { id: await mpesaPayeeOverHttp(server, token, 'Amani Otieno', '0722555666') };

      // Sends stream in until the server refuses them; the stop comes once a few are through.
      const prefix = `GS${process.pid}S`;
      let next = 0;
      const outcomes: Outcome[] = [];
      let refused = false;
      const sender = async () => {
        while (!refused) {
          const sn = `${prefix}${String(next++).padStart(4, '0')}`;
          const body = {
            sn,
            scope: 0,
            payeeId: payee.id,
            payType: 2,
            currencyId: 404,
            amount: '10',
            fundPassword,
          };
          try {
            const reply = await call(server, '/order/create', body, { token });
            outcomes.push({ sn, reply });
            if (reply.code === 503) refused = true;
          } catch (error) {
            const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
            outcomes.push({ sn, error: cause });
            refused = true;
          }
        }
      };
      const sending = Promise.all(Array.from({ length: SENDERS }, sender));
      await eventually(async () => (outcomes.length >= 8 ? true : undefined), 20);
      const tree = [npm.pid!, ...descendants(npm.pid!)];
      const treeListing = execFileSync('ps', ['-o', 'pid=,stat=,args=', '-p', tree.join(',')], {
        encoding: 'utf8',
      });
      const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
      npm.kill('SIGTERM');
      await sending;
      expect(await exited, `npm start's last words: ${output.slice(-3000)}`).toBe(0);

      // Nothing of npm start's tree is left, and the port is free again.
      expect(tree.filter(alive), `npm start's processes were:\n${treeListing}`).toEqual([]);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

      // Each send got its whole reply or was refused before it began (connection refused, reset
      // while idle, or 503): an order exists exactly for the sends answered 200, none was cut.
      const accepted = outcomes.filter((o) => o.reply?.code === 200).map((o) => o.sn);
      expect(accepted.length).toBeGreaterThanOrEqual(8);

      watch = openDatabase({ dataDir });
      const k = watch.kysely;
      // The worker finished what it held: no job is left leased to the stopped process.
      const leased = await k
        .selectFrom('jobs')
        .select('id')
        .where('status', '=', 'running')
        .execute();
      expect(leased).toEqual([]);
      const orders = await k
        .selectFrom('orders')
        .select(['sn'])
        .where('sn', 'like', `${prefix}%`)
        .execute();
      expect(orders.map((o) => o.sn).sort()).toEqual([...accepted].sort());
      await watch.close();
      watch = undefined;

      // A new server (the compiled one, as npm start left it) pays every accepted send.
      const second = await startServerProcess(env, { compiled: true });
      children.push(second.child);
      const again: Instance = { url: second.url };
      await eventually(async () => {
        const statuses = await Promise.all(
          accepted.map((sn) => ok<{ status: number }>(again, `/order/detail/${sn}`, {}, { token })),
        );
        return statuses.every((s) => s.status === PAID) ? true : undefined;
      });
    },
  );
});
