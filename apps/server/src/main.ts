import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { isLoopbackAddress } from './plugins/loopback-only.ts';
import { stopGracefullyOn } from './graceful-stop.ts';
import { markRunning } from './backup/running-mark.ts';

/** Starts the one-port server: migrates, seeds reference data, serves the API and the SPA. */
async function main() {
  const config = loadConfig();
  const { server, services, money, metrics } = await buildApp({ config });
  if (config.JOBS_ENABLED) money.worker.start(config.JOB_POLL_MS);
  // A restore refuses to swap the SQLite database under a running server (src/backup).
  if (!config.DATABASE_URL) process.once('exit', markRunning(config.DATA_DIR));
  const address = await server.listen({ port: config.PORT, host: config.HOST });
  const wildcard = config.HOST === '0.0.0.0' || config.HOST === '::';
  const url =
    config.PUBLIC_URL ?? (wildcard ? `http://localhost:${new URL(address).port}` : address);
  const lines = [
    `PesaBridge is running at ${url}`,
    `Storage: ${config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`}`,
  ];
  if (config.HOST === 'localhost' || isLoopbackAddress(config.HOST)) {
    lines.push(
      `Only this machine can reach it (HOST=${config.HOST}); to serve others, start with HOST=0.0.0.0`,
    );
  }
  if (!config.isProduction) {
    lines.push(
      `Verification codes are not sent in ${config.NODE_ENV} mode; read them from this machine at ${url}/api/dev/outbox`,
    );
  }
  if (config.METRICS_PORT !== undefined) {
    const port = await metrics.listen({
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
      ledgerCheckMs: config.LEDGER_CHECK_INTERVAL_MS,
    });
    lines.push(`Metrics: http://${config.METRICS_HOST}:${port}/metrics`);
  }
  // Which rails move real money, which the simulator answers for, and which are off; one block,
  // so a warning about the simulator is never separated from the lines it is about.
  const rails = services.rails.announcement();
  lines.push(...rails.map((line) => line.text));
  console.log(lines.join('\n'));
  // ...and in the structured log too, where alerts on warnings look.
  for (const line of rails) if (line.level === 'warn') server.log.warn(line.text);
  stopGracefullyOn(['SIGTERM', 'SIGINT'], { server, worker: money.worker });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
