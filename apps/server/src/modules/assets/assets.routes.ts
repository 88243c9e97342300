import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import type { AssetsService } from './assets.service.ts';

/** /account/assets: one row per currency; empty until the user's first wallet movement. */
export const assetsRoutes: FastifyPluginAsyncZod<{ assets: AssetsService }> = async (
  app,
  { assets },
) => {
  app.post('/account/assets', { schema: { body: emptyBody } }, async (request) =>
    success(request, await assets.assets(authOf(request).mainUserId)),
  );
};
