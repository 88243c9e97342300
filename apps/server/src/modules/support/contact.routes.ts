import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody } from '@pesa/contract';
import { success } from '../../plugins/envelope.ts';
import type { ContactService } from './contact.service.ts';

/**
 * POST /api/common/contact: public, so it is limited per address (counters in the database,
 * like sign-in) to keep the support inbox from being flooded through the form.
 */
export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService;
  maxPerHour: number;
}> = async (app, { contact, maxPerHour }) => {
  app.post(
    '/common/contact',
    {
      config: { public: true, rateLimit: { max: maxPerHour, timeWindow: 3_600_000 } },
      schema: { body: contactBody },
    },
    async (request) => {
      await contact.send(request.body, request.lang);
      return success(request, null);
    },
  );
};
