import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { appCaller, startHarness, type Harness } from './harness.ts';
import { PRODUCTION_ENV, SHARED_SECRETS } from './production-env.ts';

/**
 * A development instance, where customers can sign up through the outbox, and a production
 * instance of the same installation on the same database and clock: what the first one creates
 * (customers, recipients, merchants, queued jobs) the second one serves as production would.
 */
export async function startWithProductionTwin(
  engine: Harness['engine'],
  env: Record<string, string>,
  productionEnv: Record<string, string> = {},
): Promise<{ dev: Harness; prod: Harness }> {
  const dev = await startHarness(engine, { ...env, ...SHARED_SECRETS });
  const config = loadConfig({
    ...env,
    ...PRODUCTION_ENV,
    ...SHARED_SECRETS,
    DATA_DIR: dev.config.DATA_DIR,
    ...(dev.config.DATABASE_URL && { DATABASE_URL: dev.config.DATABASE_URL }),
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    ...productionEnv,
  });
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, clock: dev.clock, db, logger: false });
  const prod: Harness = {
    app,
    config,
    clock: dev.clock,
    engine,
    call: appCaller(app),
    lastCode: () => Promise.reject(new Error('production sends codes by SMS only')),
    tick: dev.tick,
    close: async () => {
      await app.server.close();
      await dev.close();
    },
  };
  return { dev, prod };
}
