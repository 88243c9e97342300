import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../plugins/envelope.ts';
import { loopbackOnly } from '../../plugins/loopback-only.ts';
import type { MessagingService } from './messaging.service.ts';

/**
 * GET /api/dev/outbox: registered only outside production (see app.ts), and answered only to a
 * caller on this machine; anyone else could read any phone's password-reset code.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  app.addHook('onRequest', loopbackOnly);
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        querystring: z.object({
          to: z.string().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (request) => {
      // A '+' in an unencoded query string arrives as a space; read it back as the E.164 plus.
      const raw = request.query.to?.trim();
      const to = raw && /^\d+$/.test(raw) ? `+${raw}` : raw;
      return success(request, await messaging.outbox(request.query.limit, to));
    },
  );
};
