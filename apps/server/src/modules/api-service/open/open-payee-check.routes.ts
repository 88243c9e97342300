import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { openPayeeCheckBody, type OpenPayeeCheckInput, type PayeeCheckReply } from '@pesa/contract';
import { success } from '../../../plugins/envelope.ts';
import { merchantOf } from './open-auth.plugin.ts';

/** What this route needs of the payees module's name check (its PayeeCheckService). */
interface PayeeChecker {
  checkForMerchant(
    merchant: { userId: number; mode: 'live' | 'test' },
    input: OpenPayeeCheckInput,
  ): Promise<PayeeCheckReply>;
}

/** The name check of the merchant API: test keys are answered by the sandbox's registry. */
export async function openPayeeCheckRoutes(
  app: FastifyInstance,
  deps: { payeeCheck: PayeeChecker },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/payee/check',
    {
      schema: {
        operationId: 'checkPayee',
        summary: "Check a payee's name before paying",
        body: openPayeeCheckBody,
      },
    },
    async (request) => {
      const { userId, mode } = merchantOf(request);
      return success(
        request,
        await deps.payeeCheck.checkForMerchant({ userId, mode }, request.body),
      );
    },
  );
}
