import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { load, printTable, type LoadResult } from './load.ts';

/**
 * Requests per second and latency of /api/user/info (token lookup, session check, user and
 * reference reads, envelope) next to a bare Fastify route answering a JSON body of the same
 * size, measured in the same run on the same machine.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

async function benchEngine(databaseUrl?: string): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const { server } = await buildApp({ config, logger: false });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number; data: unknown };
  };
  const phone = `07${String(Date.now()).slice(-8)}`;
  await post('/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const outbox = (await (await fetch(`${address}/api/dev/outbox?limit=1`)).json()) as {
    data: Array<{ code: string }>;
  };
  const registered = await post('/user/register', {
    userType: 2,
    countryId: 254,
    phone,
    code: outbox.data[0]!.code,
    password: 'Bench1234',
  });
  if (registered.code !== 200)
    throw new Error(`could not register the bench user: ${JSON.stringify(registered)}`);
  const result = await load({
    url: `${address}/api/user/info`,
    headers: { authorization: `Bearer ${registered.data}`, 'content-type': 'application/json' },
    body: '{}',
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  return result;
}

async function benchBare(sample: unknown): Promise<LoadResult> {
  const bare = Fastify();
  bare.post('/bare', async () => sample);
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  const result = await load({
    url: `${address}/bare`,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    seconds: SECONDS,
    connections: CONNECTIONS,
  });
  await bare.close();
  return result;
}

const sample = {
  code: 200,
  msg: 'Success',
  data: {
    userId: 1,
    accountNo: '1234567890',
    phone: '+254712345678',
    permissions: Array(28).fill('PspRechargeCobo'),
  },
};
const bare = await benchBare(sample);
const rows: Array<[string, LoadResult]> = [['bare Fastify POST (same process model)', bare]];
rows.push(['/api/user/info on SQLite', await benchEngine()]);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) rows.push(['/api/user/info on PostgreSQL', await benchEngine(pgUrl)]);
printTable(`/user/info under load (${CONNECTIONS} connections, ${SECONDS} s each)`, rows);
for (const [name, r] of rows.slice(1)) {
  console.log(`ratio ${name} / bare: ${(r.rps / bare.rps).toFixed(3)}`);
}
