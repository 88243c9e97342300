import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ORG_ACCOUNT_ROUTE_NAMES } from '@pesa/domain';
import {
  contractWorkerBody,
  contractWorkerListBody,
  exchangeAccountBody,
  exchangeAccountEditBody,
  exchangeAccountListBody,
  idParam,
  operatorExchangeListBody,
  operatorExchangePayeeBody,
  operatorExchangeStatusBody,
} from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import { authOf } from '../../plugins/auth.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { OperatorsService } from '../operators/operators.service.ts';
import type { TeamService } from '../team/team.service.ts';
import { contractWorkerReviewRoutes } from './contract-worker-review.routes.ts';
import type { ContractWorkerReviewService } from './contract-worker-review.service.ts';
import type { ContractWorkersService } from './contract-workers.service.ts';
import type { ExchangeAccountsService } from './exchange-accounts.service.ts';
import { operatorOf } from '../../plugins/operator-guard.ts';

/**
 * Exchange (settlement) accounts and contract workers. SPEC §6 names no permission for them; they
 * serve sends and assets, so a member needs PspIndex, MrpIndex or Assets (the web app opens the
 * screens by the same list); a main account always holds Assets.
 */
const SEND_NAMES = ORG_ACCOUNT_ROUTE_NAMES;

export const orgAccountsRoutes: FastifyPluginAsyncZod<{
  exchangeAccounts: ExchangeAccountsService;
  contractWorkers: ContractWorkersService;
  workerReview: ContractWorkerReviewService;
  team: TeamService;
  operators: OperatorsService;
  clock: Clock;
}> = async (app, { exchangeAccounts, contractWorkers, workerReview, team, operators, clock }) => {
  await app.register(contractWorkerReviewRoutes, { review: workerReview, operators, clock });
  const needs = {
    preValidation: async (request: FastifyRequest) => team.requireAny(authOf(request), SEND_NAMES),
  };
  app.post(
    '/user/exchangeAccount/list',
    {
      // The API cash-out screen picks its settlement account from this list too.
      preValidation: async (request: FastifyRequest) =>
        team.requireAny(authOf(request), [...SEND_NAMES, 'HomeApiSuspenseCashOut']),
      schema: { summary: 'Exchange accounts, paged', body: exchangeAccountListBody },
    },
    async (request) => {
      const { rows, total } = await exchangeAccounts.page(
        authOf(request),
        request.body.pageNum,
        request.body.pageSize,
      );
      return paged(request, rows, total);
    },
  );
  app.post(
    '/user/exchangeAccount/add',
    { ...needs, schema: { summary: 'Add an exchange account', body: exchangeAccountBody } },
    async (request) =>
      success(request, await exchangeAccounts.add(authOf(request), request.ip, request.body)),
  );
  app.post(
    '/user/exchangeAccount/edit',
    { ...needs, schema: { summary: 'Edit an exchange account', body: exchangeAccountEditBody } },
    async (request) => {
      await exchangeAccounts.edit(authOf(request), request.ip, request.body);
      return success(request, null);
    },
  );
  app.post(
    '/ops/exchangeAccount/list',
    { config: { public: true }, schema: { body: operatorExchangeListBody } },
    async (request) => {
      const { pageNum, pageSize, ...filter } = request.body;
      const { rows, total } = await exchangeAccounts.operatorPage(pageNum, pageSize, filter);
      return paged(request, rows, total);
    },
  );
  app.post(
    '/ops/exchangeAccount/status',
    { config: { public: true }, schema: { body: operatorExchangeStatusBody } },
    async (request) => {
      const op = operatorOf(request);
      const { id, from, reason, ...status } = request.body;
      const view = await exchangeAccounts.setStatus(id, status, from, reason);
      const now = clock.now().toISOString();
      await operators.repo.audit(
        op.id,
        'exchangeStatus',
        `exchange:${id}`,
        JSON.stringify({ ...status, ...(reason && { reason }) }),
        now,
      );
      return success(request, view);
    },
  );
  app.post(
    '/ops/exchangeAccount/payee',
    { config: { public: true }, schema: { body: operatorExchangePayeeBody } },
    async (request) => {
      const op = operatorOf(request);
      const { id, approve, submitTime, reason } = request.body;
      const view = await exchangeAccounts.decidePayeeChange(id, approve, submitTime, reason);
      await operators.repo.audit(
        op.id,
        'exchangePayee',
        `exchange:${id}`,
        JSON.stringify({ approve, submitTime, ...(reason && { reason }) }),
        clock.now().toISOString(),
      );
      return success(request, view);
    },
  );

  app.post(
    '/user/ContractWorker/handle',
    { ...needs, schema: { summary: 'Add or edit a contract worker', body: contractWorkerBody } },
    async (request) =>
      success(request, await contractWorkers.handle(authOf(request), request.ip, request.body)),
  );
  app.get(
    '/user/ContractWorker/info/:id',
    { ...needs, schema: { summary: 'One contract worker', params: idParam } },
    async (request) =>
      success(request, await contractWorkers.info(authOf(request), request.params.id)),
  );
  app.post(
    '/user/ContractWorker/list',
    { ...needs, schema: { summary: 'Contract workers, paged', body: contractWorkerListBody } },
    async (request) => {
      const { pageNum, pageSize, name } = request.body;
      const { rows, total } = await contractWorkers.page(authOf(request), pageNum, pageSize, name);
      return paged(request, rows, total);
    },
  );
};
