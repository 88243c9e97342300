import { callbackDoc } from '../../plugins/callback-docs.ts';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coboAddressBody, coboDepositListBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { TeamService } from '../team/team.service.ts';
import type { CoboService } from './cobo.service.ts';

const COBO_PERMISSION = ['PspRechargeCobo', 'MrpRechargeCobo'] as const;

/** The COBO page: the account's deposit address per wallet and coin, and its credited deposits. */
export const coboRoutes: FastifyPluginAsyncZod<{ cobo: CoboService; team: TeamService }> = async (
  app,
  { cobo, team },
) => {
  app.post('/cobo/address', { schema: { body: coboAddressBody } }, async (request) => {
    const auth = authOf(request);
    await team.require(auth, COBO_PERMISSION[request.body.scope]);
    return success(request, await cobo.address(auth, request.body));
  });
  app.post(
    '/cobo/deposits',
    { config: { duplicateGuard: false }, schema: { body: coboDepositListBody } },
    async (request) => {
      const auth = authOf(request);
      const scope = request.body.scope;
      if (scope === undefined) await team.requireAny(auth, COBO_PERMISSION);
      else await team.require(auth, COBO_PERMISSION[scope]);
      const { rows, total } = await cobo.deposits(auth, request.body);
      return paged(request, rows, total);
    },
  );
};

/**
 * Cobo's webhook. It reads the raw body (the signature covers the exact bytes), answers 401 when
 * the signature does not verify, and 200 once the notification is on record, so Cobo stops
 * retrying; a failure to record answers 500 and Cobo delivers again.
 */
export const coboWebhookRoutes: FastifyPluginAsync<{ cobo: CoboService }> = async (
  app,
  { cobo },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/channels/cobo/webhook',
    {
      config: { public: true, duplicateGuard: false },
      schema: callbackDoc(
        'Cobo deposit notification',
        "Posted by Cobo WaaS 2.0 with the Ed25519 signature of the raw body and timestamp in the BIZ-RESP-SIGNATURE and BIZ-TIMESTAMP headers. A deposit is credited once Cobo's confirmation threshold is reached, once only. Answered 200 once on record, 401 on a bad signature, 500 to have Cobo deliver again.",
      ),
    },
    async (request, reply) => {
      const raw = String(request.body ?? '');
      try {
        const outcome = await cobo.webhook(request.headers, raw);
        if (outcome === 'invalid_signature')
          return reply.status(401).send({ code: 401, msg: 'invalid signature', data: null });
        // A signed notification we cannot use (another event type) is acknowledged and logged.
        if (outcome === 'malformed')
          request.log.warn({ body: raw.slice(0, 500) }, 'cobo: not a deposit');
        else request.log.info({ outcome }, 'cobo notification');
        return { code: 200, msg: 'Success', data: { outcome } };
      } catch (error) {
        request.log.error({ err: error }, 'cobo notification not recorded');
        return reply.status(500).send({ code: 500, msg: 'retry later', data: null });
      }
    },
  );
};
