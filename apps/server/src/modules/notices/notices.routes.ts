import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBody } from '@pesa/contract';
import { success } from '../../plugins/envelope.ts';
import { NOTICE_TYPES, type NoticesService } from './notices.service.ts';

export const noticesRoutes: FastifyPluginAsyncZod<{ notices: NoticesService }> = async (
  app,
  { notices },
) => {
  // Every route here reads published notices and press: the duplicate guard, meant for repeated submissions,
  // never refuses one (two visitors behind one carrier address may open the site together).
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, duplicateGuard: false };
  });
  app.post(
    '/common/sysNotice',
    { config: { public: true }, schema: { body: emptyBody } },
    async (request) =>
      success(request, await notices.list(NOTICE_TYPES.ANNOUNCEMENT, request.lang)),
  );
  // SPEC §7 names /common/notice/3 (press); other types are served the same way.
  app.post(
    '/common/notice/:type',
    {
      config: { public: true },
      schema: {
        params: z.object({ type: z.coerce.number().int().min(1).max(9) }),
        body: emptyBody,
      },
    },
    async (request) => success(request, await notices.list(request.params.type, request.lang)),
  );
};
