#!/usr/bin/env node
// Several server instances on one PostgreSQL database behind nginx, on this machine
// (docs/operations.md, "Several instances on one database"). Needs DATABASE_URL and Debian's
// nginx (`apt-get install nginx-light` or `nginx`). Stops everything on Ctrl-C.
//
//   DATABASE_URL=postgres://… npm run cluster
//   INSTANCES (default 2), CLUSTER_PORT (nginx's port, default 8080), CLUSTER_HOST (127.0.0.1);
//   every other variable (NODE_ENV, secrets, DATA_DIR…) reaches each instance unchanged.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverMain = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const instances = Number(process.env.INSTANCES ?? 2);
const listenPort = Number(process.env.CLUSTER_PORT ?? 8080);
const listenHost = process.env.CLUSTER_HOST ?? '127.0.0.1';
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';

if (!process.env.DATABASE_URL) {
  console.error('cluster: set DATABASE_URL to a PostgreSQL database (SQLite serves one process).');
  process.exit(1);
}
if (spawnSync(nginxBinary, ['-v']).status !== 0) {
  console.error(
    `cluster: no nginx at ${nginxBinary}; install Debian's package (apt-get install nginx-light) or set NGINX.`,
  );
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

const children = [];
let stopping = false;

/** Starts one instance and resolves once it listens; its output goes on, prefixed with its name. */
function startInstance(name, port) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // nginx on this host is the only proxy whose X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`[${name}] exited (${signal ?? code}); nginx sends its share to the others`);
  });
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${name} did not start (exit ${code})`)));
  });
}

/**
 * The nginx configuration: one upstream with every instance, passive health checks (an instance
 * that fails twice within 10 s is left out for 10 s), the client's address in X-Forwarded-For,
 * and the operator console's event stream unbuffered. Requests that fail to connect go to the
 * next instance; a POST that reached an instance is never sent again (nginx's default), so a
 * money call is never applied twice by the proxy.
 */
function nginxConfig(dir, ports) {
  const servers = ports
    .map((port) => `    server 127.0.0.1:${port} max_fails=2 fail_timeout=10s;`)
    .join('\n');
  const proxied = `
      proxy_pass http://pesabridge;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;`;
  return `
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Uploads are up to UPLOAD_MAX_BYTES (10 MB by default) plus the multipart framing.
  client_max_body_size 11m;
  # Slow clients (docs/security.md): nginx reads each request whole before passing it on, so a
  # client that trickles holds only nginx, under the app's own figures; the app exempts nginx
  # from its per-address cap (TRUST_PROXY), so the cap on each client's address is applied here.
  client_header_timeout 30s;
  client_body_timeout 30s;
  keepalive_timeout 65s;
  limit_conn_zone $binary_remote_addr zone=per_address:10m;
  limit_conn per_address 100;
  upstream pesabridge {
${servers}
    keepalive 32;
    # Shorter than the app's HTTP_KEEP_ALIVE_TIMEOUT_MS (72 s): nginx lets an idle connection go
    # before the app would close it, so it never sends a request down a closing socket.
    keepalive_timeout 60s;
  }
  server {
    listen ${listenHost}:${listenPort};
    location / {${proxied}
    }
    location = /api/ops/events {${proxied}
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

const dir = mkdtempSync(join(tmpdir(), 'pesa-cluster-'));
for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub));

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop());
// However this process ends (an error, a closed terminal), the instances and nginx end with it.
process.once('exit', () => stop());

try {
  const ports = [];
  // One after the other: the first migrates and seeds the database (and, outside production,
  // writes the generated secrets into DATA_DIR, which the others then read).
  for (let i = 0; i < instances; i++) {
    const port = await freePort();
    await startInstance(`instance ${i + 1}`, port);
    ports.push(port);
  }
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(dir, ports));
  const nginx = spawn(nginxBinary, ['-e', join(dir, 'error.log'), '-c', configFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(nginx);
  nginx.once('exit', (code) => {
    if (stopping) return;
    console.error(`nginx exited (${code}); stopping the instances`);
    stop();
  });
  // Announced once nginx answers, so that whoever waits for the lines below can call at once.
  const front = `http://${listenHost}:${listenPort}`;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error('nginx did not start');
    const answered = await fetch(`${front}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    [
      `PesaBridge cluster: nginx at http://${listenHost}:${listenPort} in front of`,
      ...ports.map(
        (port, i) => `  instance ${i + 1} at http://127.0.0.1:${port} (health: /api/health)`,
      ),
      'Verification codes (outside production): GET /api/dev/outbox on an instance directly; nginx',
      'adds X-Forwarded-For, and the outbox answers only direct callers from this machine.',
    ].join('\n'),
  );
} catch (error) {
  console.error(`cluster: ${error instanceof Error ? error.message : error}`);
  stop();
  process.exitCode = 1;
}
