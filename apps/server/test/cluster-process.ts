import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process.ts';

const clusterScript = fileURLToPath(new URL('../../../scripts/cluster.mjs', import.meta.url));

/** Debian's nginx, which `npm run cluster` runs; suites through nginx are skipped without it. */
export const nginxInstalled = existsSync(process.env.NGINX ?? '/usr/sbin/nginx');

export interface RunningCluster {
  /** nginx, in front of every instance. */
  url: string;
  /** Each instance's own address (the development outbox answers only direct callers). */
  instances: string[];
  stop(): Promise<void>;
}

/** `npm run cluster` in its own process, as documented; resolves once nginx is in front. */
export async function startCluster(env: Record<string, string>): Promise<RunningCluster> {
  const child: ChildProcess = spawn(process.execPath, [clusterScript], {
    env: { ...process.env, ...env, CLUSTER_PORT: String(await freePort()), LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const started = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The cluster's own last line (each instance prints its own line about codes before).
      if (output.includes('outbox answers only direct callers')) resolve(output);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`cluster exited (${code}): ${output}`)));
  });
  const url = /nginx at (http:\/\/\S+)/.exec(started)?.[1];
  const instances = [...started.matchAll(/ {2}instance \d+ at (http:\/\/\S+)/g)].map((m) => m[1]!);
  if (!url || instances.length === 0) {
    await stop();
    throw new Error(`cluster said: ${started}`);
  }
  return { url, instances, stop };
}
