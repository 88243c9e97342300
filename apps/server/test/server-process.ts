import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mainPath = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const compiledMainPath = fileURLToPath(new URL('../dist/main.js', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The real server in its own process, as `npm start` runs it (from its TypeScript unless
 * `compiled`), so a test can SIGKILL it;
 * `output()` is what it has written so far (stdout and stderr).
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  { compiled = false } = {},
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  // `compiled`: the JavaScript `npm start` runs (apps/server/scripts/compile.mjs), once built.
  const args = compiled ? [compiledMainPath] : ['--import', 'tsx', mainPath];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
  return { child, url, output: () => output };
}

export function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Polls until `check` returns a value (no time assertions: it only waits). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  pauseMs = 200,
): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, pauseMs));
  }
}
