import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statementBody, verifyBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { success } from '../../plugins/envelope.ts';
import { publicOrigin, sendFile } from '../../plugins/file-download.ts';
import type { TeamService } from '../team/team.service.ts';
import type { DocumentsService } from './documents.service.ts';

/**
 * Lookups per address per minute: enough for a landlord checking a few documents, while guessing
 * 100-bit codes stays hopeless (docs/documents.md, "Verification").
 */
export const VERIFY_LOOKUPS_PER_MINUTE = 20;

/** Statements and the public verify call (receipts are under /order, orders.routes.ts). */
export const documentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  team: TeamService;
  publicUrl: string | undefined;
}> = async (app, { documents, team, publicUrl }) => {
  // The transaction history's readers may take its statement (assets.routes.ts).
  app.post('/account/statement', { schema: { body: statementBody } }, async (request, reply) => {
    const auth = authOf(request);
    await team.requireAny(auth, ['AssetsOrder', 'Assets']);
    const origin = publicOrigin(request, publicUrl);
    return sendFile(reply, await documents.statement(auth, request.body, request.lang, origin));
  });
  app.post(
    '/common/verify',
    {
      config: {
        public: true,
        duplicateGuard: false,
        rateLimit: { max: VERIFY_LOOKUPS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: { body: verifyBody },
    },
    async (request) => success(request, await documents.verify(request.body.code)),
  );
};
