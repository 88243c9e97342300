import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** Starts the one-port server: migrates, seeds reference data, serves the API and the SPA. */
async function main() {
  const config = loadConfig();
  const { server, money } = await buildApp({ config });
  if (config.JOBS_ENABLED) money.worker.start(config.JOB_POLL_MS);
  const address = await server.listen({ port: config.PORT, host: config.HOST });
  const url = config.PUBLIC_URL ?? `http://localhost:${new URL(address).port}`;
  const lines = [
    `PesaBridge is running at ${url}`,
    `Storage: ${config.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`}`,
  ];
  if (!config.isProduction) {
    lines.push(
      `Verification codes are not sent in ${config.NODE_ENV} mode; read them at ${url}/api/dev/outbox`,
    );
  }
  console.log(lines.join('\n'));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
