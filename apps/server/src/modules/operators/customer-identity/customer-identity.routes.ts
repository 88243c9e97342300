import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorCustomerIdentityBody, operatorCustomerNamesBody } from '@pesa/contract';
import { success } from '../../../plugins/envelope.ts';
import type { CustomerIdentityService } from './customer-identity.service.ts';

/** /ops/customer/identity: the customer behind a queue item (OPERATOR_CALL_ACCESS: every role). */
export const customerIdentityRoutes: FastifyPluginAsyncZod<{
  identity: CustomerIdentityService;
}> = async (app, { identity }) => {
  app.post(
    '/ops/customer/identity',
    { config: { public: true }, schema: { body: operatorCustomerIdentityBody } },
    async (request) => success(request, await identity.of(request.body.userId)),
  );
  // A list page names all its customers in one call rather than one call per row.
  app.post(
    '/ops/customer/names',
    { config: { public: true }, schema: { body: operatorCustomerNamesBody } },
    async (request) => success(request, await identity.names(request.body.userIds)),
  );
};
