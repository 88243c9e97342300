import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Seconds of unmeasured load a server gets before a measured row: its pool's connections open,
 * its statements are prepared, and V8 compiles its hot code (on a slow machine that took several
 * seconds, and the first row ran at a fraction of the same row a minute later; docs/scaling.md).
 */
export const WARM_UP_SECONDS = 5;

export interface LoadResult {
  rps: number;
  /** Requests answered in the whole run. */
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Drives a URL with autocannon in a separate process, so the load generator does not share the
 * server's event loop (on 2 cores: one for each).
 */
export function load(options: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections: number;
  /** Request n goes as sender n modulo their number: its own headers and body (many wallets). */
  senders?: Array<{ headers: Record<string, string>; body: string }>;
  /** Signs each request as a merchant signs an /open/v1 call (autocannon-run.mjs). */
  sign?: { accessKey: string; secret: string; path: string };
}): Promise<LoadResult> {
  const runner = fileURLToPath(new URL('./autocannon-run.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [runner, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', process.env.BENCH_DEBUG ? 'inherit' : 'ignore'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      try {
        const r = JSON.parse(out);
        resolve({
          rps: r.requests.average,
          total: r.requests.total,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors,
          non2xx: r.non2xx,
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

export function printTable(title: string, rows: Array<[string, LoadResult]>): void {
  console.log(`\n${title}`);
  console.log(
    'target'.padEnd(44) +
      'req/s'.padStart(10) +
      'p50 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'errors'.padStart(8),
  );
  for (const [name, r] of rows) {
    console.log(
      name.padEnd(44) +
        r.rps.toFixed(0).padStart(10) +
        String(r.p50).padStart(9) +
        String(r.p99).padStart(9) +
        String(r.errors + r.non2xx).padStart(8),
    );
  }
}
