import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webhookEventBody, webhookListBody } from '@pesa/contract';
import { authOf } from '../../../plugins/auth.ts';
import { paged, success } from '../../../plugins/envelope.ts';
import type { WebhookLogService } from './webhook-log.service.ts';

/** The webhook delivery log of the /homeApi screens; gated before the payload is read. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookLogService }> = async (
  app,
  { webhooks },
) => {
  const gated = {
    preValidation: async (request: FastifyRequest) => webhooks.gate(authOf(request)),
  };

  app.post(
    '/user/userApi/webhooks/list',
    {
      // A read: repeating it at once is harmless (no duplicate guard).
      config: { duplicateGuard: false },
      ...gated,
      schema: { summary: 'Webhook events, paged', body: webhookListBody },
    },
    async (request) => {
      const { rows, total } = await webhooks.page(authOf(request), request.body);
      return paged(request, rows, total);
    },
  );
  app.post(
    '/user/userApi/webhooks/attempts',
    {
      // A read: repeating it at once is harmless (no duplicate guard).
      config: { duplicateGuard: false },
      ...gated,
      schema: { summary: "A webhook event's delivery tries", body: webhookEventBody },
    },
    async (request) =>
      success(request, await webhooks.attempts(authOf(request), request.body.eventId)),
  );
  app.post(
    '/user/userApi/webhooks/resend',
    { ...gated, schema: { summary: 'Send a webhook event again now', body: webhookEventBody } },
    async (request) => {
      await webhooks.resend(authOf(request), request.ip, request.body.eventId);
      return success(request, null);
    },
  );
};
