import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { openBalanceBody } from '@pesa/contract';
import type { Database } from '../../../db/schema.ts';
import { success } from '../../../plugins/envelope.ts';
import { apiBalances } from '../orders/api-balances.ts';
import { merchantOf } from './open-auth.plugin.ts';

/** POST /open/v1/balance: the calling merchant's API account balances in the key's mode. */
export async function openBalanceRoutes(app: FastifyInstance, deps: { db: Kysely<Database> }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/balance', { schema: { body: openBalanceBody } }, async (request) => {
      const merchant = merchantOf(request);
      return success(
        request,
        await apiBalances(deps.db, merchant.userId, merchant.mode, request.body.currencyId),
      );
    });
}
