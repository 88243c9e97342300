import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorVaCompleteBody,
  operatorVaConfirmBody,
  operatorVaListBody,
  vaApplyBody,
  vaListBody,
  type OperatorAuditAction,
} from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import { authOf } from '../../plugins/auth.ts';
import { callbackDoc } from '../../plugins/callback-docs.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { TeamService } from '../team/team.service.ts';
import type { VaDeposits } from './va-deposit.ts';
import type { VaService } from './va.service.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';

/** VA calls of the account, the operators' confirm and complete, and the bank's deposit notice. */
export const vaRoutes: FastifyPluginAsyncZod<{
  va: VaService;
  deposits: VaDeposits;
  team: TeamService;
  operators: OperatorsService;
  clock: Clock;
}> = async (app, { va, deposits, team, operators, clock }) => {
  const needs = (name: string) => ({
    preValidation: async (request: FastifyRequest) => team.require(authOf(request), name),
  });
  app.post(
    '/va/apply',
    {
      ...needs('Btn:va:add'),
      schema: { summary: 'Apply for a virtual account', body: vaApplyBody },
    },
    async (request) => success(request, await va.apply(authOf(request), request.ip, request.body)),
  );
  app.post(
    '/va/list',
    {
      ...needs('AssetsVaAccount'),
      schema: { summary: 'Virtual accounts, paged', body: vaListBody },
    },
    async (request) => {
      const { pageNum, pageSize, status } = request.body;
      const { rows, total } = await va.page(authOf(request), pageNum, pageSize, status);
      return paged(request, rows, total);
    },
  );

  const config = { public: true };
  const audit = async (
    request: FastifyRequest,
    action: OperatorAuditAction,
    id: number,
    detail = '',
  ) => {
    const op = operatorOf(request);
    return () => operators.repo.audit(op.id, action, `va:${id}`, detail, clock.now().toISOString());
  };
  app.post('/ops/va/list', { config, schema: { body: operatorVaListBody } }, async (request) => {
    const { pageNum, pageSize, status } = request.body;
    const { rows, total } = await va.operatorPage(pageNum, pageSize, status);
    return paged(request, rows, total);
  });
  app.post(
    '/ops/va/confirm',
    { config, schema: { body: operatorVaConfirmBody } },
    async (request) => {
      const done = await audit(request, 'vaConfirm', request.body.id);
      const view = await va.confirm(request.body.id);
      await done();
      return success(request, view);
    },
  );
  app.post(
    '/ops/va/complete',
    { config, schema: { body: operatorVaCompleteBody } },
    async (request) => {
      const { id, ...details } = request.body;
      const done = await audit(request, 'vaComplete', id, details.accountId);
      const view = await va.complete(id, details);
      await done();
      return success(request, view);
    },
  );

  // The bank's notification: raw body, because the signature covers the exact bytes.
  await app.register(async (bank) => {
    bank.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    bank.post(
      '/channels/va/deposit',
      {
        config: { public: true, duplicateGuard: false },
        schema: callbackDoc(
          'Bank deposit to a virtual account',
          'Posted by the partner bank: x-sim-timestamp, and x-sim-signature, the hex HMAC-SHA256 of timestamp.body with CHANNEL_CALLBACK_SECRET, at most 5 minutes old. Credits the account holder once per bank event. Answered 200 once on record, 401 on a bad signature.',
        ),
      },
      async (request, reply) => {
        const outcome = await deposits.apply(request.headers, String(request.body ?? ''));
        if (outcome === 'invalid_signature')
          return reply.status(401).send({ code: 401, msg: 'invalid signature', data: null });
        request.log.info({ outcome }, 'va deposit');
        return { code: 200, msg: 'Success', data: { outcome } };
      },
    );
  });
};
