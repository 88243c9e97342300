import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { serverMessages } from '../../i18n/server-messages.ts';
import { success } from '../../plugins/envelope.ts';

/** Longer than any healthy round trip; a load balancer's own check gives up a little later. */
const DATABASE_CHECK_MS = 2_000;

/** One trivial query, refused when the database does not answer in time (pg itself would wait). */
async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_CHECK_MS);
  });
  const query = sql`SELECT 1`.execute(db.kysely).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health for load balancers (docs/operations.md, "Several instances"): 200 while this
 * instance reaches its database, HTTP 503 otherwise, so that a proxy stops sending it requests
 * it could not serve. It says nothing else about the installation.
 */
export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { summary: 'Whether this instance reaches its database' } },
    async (request, reply) => {
      if (await databaseAnswers(db)) return success(request, { database: 'reachable' as const });
      return reply.status(503).send({
        code: 503,
        msg: serverMessages.databaseUnreachable[request.lang],
        data: null,
      });
    },
  );
};
