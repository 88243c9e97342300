import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { repoRoot, serverConfigFile, serverEntry } from './paths.mjs';

/** The data directory of the server under test, for the operations command below. */
let runningDataDir = null;

/** A free TCP port on this machine. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Pass only the settings this server version declares, so the script keeps working while the
// server's configuration grows.
function optionalSettings() {
  const declared = existsSync(serverConfigFile) ? readFileSync(serverConfigFile, 'utf8') : '';
  const wanted = {
    // A lower scrypt cost keeps sign-ups and logins quick; production keeps the default.
    PASSWORD_HASH_COST: '14',
    // Every spec logs in from 127.0.0.1, which would otherwise trip the per-IP login limit.
    LOGIN_IP_MAX_PER_MINUTE: '1000',
    // Browser specs send and top up from fresh, unverified accounts.
    KYC_REQUIRED: 'false',
    // Money specs: the payment simulator settles at once, never fails and sends no duplicates.
    CHANNEL_SIMULATOR_DELAY_MS: '0',
    CHANNEL_SIMULATOR_FAILURE_RATE: '0',
    CHANNEL_SIMULATOR_DUPLICATE_RATE: '0',
    // M-Pesa Tanzania and Airtel Money through their adapters over HTTP, to the wire simulators
    // the server starts itself, as in development (their results come as soon as asked for).
    VODACOM_TZ_MODE: 'wire',
    AIRTEL_MODE: 'wire',
    // The operator the money specs sign in as to approve recipients and set review thresholds.
    OPERATOR_USERNAME: 'e2e-operator',
    OPERATOR_PASSWORD: 'E2e-operator-2026',
    // The chat bubble shows only when a chat link is configured; this one leads nowhere real.
    CHAT_URL: 'https://chat.pesabridge.test/e2e',
    // Contact-form messages land in the dev outbox under this address.
    SUPPORT_EMAIL: 'support@pesabridge.test',
    CONTACT_MAX_PER_HOUR: '1000',
  };
  return Object.fromEntries(Object.entries(wanted).filter(([name]) => declared.includes(name)));
}

const entryScript = (html) => /src="([^"]*\/assets\/[^"]+\.js)"/.exec(html)?.[1];

/** Fails fast when the server answers with some other build than the one under test. */
async function assertServesBuild(baseUrl, distDir) {
  const built = entryScript(readFileSync(join(distDir, 'index.html'), 'utf8'));
  const served = entryScript(await (await fetch(`${baseUrl}/`)).text());
  if (!built || built !== served) {
    throw new Error(`The server serves ${served}, not the build in ${distDir} (${built})`);
  }
}

async function waitUntilServing(baseUrl, child, output) {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with code ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`The server did not answer at ${baseUrl}:\n${output.join('')}`);
}

/**
 * Starts the real server on a free port with a fresh SQLite data directory, serving `distDir`.
 * `settings(baseUrl)` adds settings of a second server a spec starts for itself (e.g. one on
 * M-Pesa Daraja); only the suite's own server is the one `createOperator` defaults to.
 */
export async function startServer({ distDir, quiet = true, settings, main = true }) {
  if (!existsSync(serverEntry)) throw new Error('apps/server/src/main.ts does not exist yet');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} holds no built app`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-web-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: quiet ? 'warn' : 'info',
    WEB_DIST_DIR: distDir,
    ...optionalSettings(),
    ...settings?.(baseUrl),
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(String(chunk));
    if (output.length > 400) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const forced = delay(5000).then(() => child.exitCode === null && child.kill('SIGKILL'));
      await Promise.race([exited, forced]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilServing(baseUrl, child, output);
    await assertServesBuild(baseUrl, distDir);
  } catch (error) {
    await stop();
    throw error;
  }
  if (main) runningDataDir = dataDir;
  return { baseUrl, dataDir, stop, logs: () => output.join('') };
}

/**
 * Adds a back-office operator to the running server's database through the operations command
 * (`npm run ops -- create-operator`), e.g. the second operator a company's KYB approval needs.
 * It enrols its second factor at its first sign-in (support/operators.mjs).
 */
export function createOperator(username, password, role = 'admin', dataDir = runningDataDir) {
  if (!dataDir) throw new Error('no test server is running');
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const ops = join(repoRoot, 'apps/server/src/ops.ts');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', ops, 'create-operator', username, password, role],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`create-operator failed: ${result.stderr || result.stdout}`);
}
