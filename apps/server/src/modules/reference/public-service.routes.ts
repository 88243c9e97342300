import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@pesa/contract';
import { success } from '../../plugins/envelope.ts';
import type { ReferenceService } from './reference.service.ts';

/**
 * Enough for a person browsing (two calls a page) and a few behind one address, while a
 * scraper hammering the database is turned away; counters are per address (app.ts).
 */
const PUBLIC_READS_PER_MINUTE = 120;

/**
 * Read-only calls of the public "Our Service" pages (docs/customer-journeys.md): a visitor sees
 * today's rates and where money can go before signing up. No session, no duplicate guard (a
 * read changes nothing), rate-limited per address, answered from the reference cache.
 */
export const publicServiceRoutes: FastifyPluginAsyncZod<{ reference: ReferenceService }> = async (
  app,
  { reference },
) => {
  const config = {
    public: true,
    duplicateGuard: false,
    rateLimit: { max: PUBLIC_READS_PER_MINUTE, timeWindow: 60_000 },
  };
  app.post('/common/public/rates', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await reference.publicRates()),
  );
  app.post('/common/public/corridors', { config, schema: { body: emptyBody } }, async (request) =>
    success(request, await reference.publicCorridors(request.lang)),
  );
};
