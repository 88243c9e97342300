import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emptyBody, fxConvertBody, fxHistoryBody, fxQuoteBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
import { sendCsv } from '../../plugins/csv-file.ts';
import { paged, success } from '../../plugins/envelope.ts';
import type { TeamService } from '../team/team.service.ts';
import type { FxService } from './fx.service.ts';

export const fxRoutes: FastifyPluginAsyncZod<{ fx: FxService; team: TeamService }> = async (
  app,
  { fx, team },
) => {
  app.post('/fx/quote', { schema: { body: fxQuoteBody } }, async (request) => {
    const auth = authOf(request);
    await team.require(auth, 'FxConvert');
    return success(request, await fx.quote(auth, request.body));
  });
  app.post('/fx/convert', { schema: { body: fxConvertBody } }, async (request) => {
    const auth = authOf(request);
    await team.require(auth, 'FxConvert');
    return success(request, await fx.convert(auth, request.body.quoteId));
  });
  const history = ['FxHistory', 'FxConvert'];
  app.post('/fx/history', { schema: { body: fxHistoryBody } }, async (request) => {
    const auth = authOf(request);
    await team.requireAny(auth, history);
    const { rows, total } = await fx.history(auth, request.body.pageNum, request.body.pageSize);
    return paged(request, rows, total);
  });
  // SPEC §7 downloads post form-encoded and receive the file; a refusal comes back as JSON.
  // The history has no filter, so the body is empty.
  app.post('/fx/history/export', { schema: { body: emptyBody } }, async (request, reply) => {
    const auth = authOf(request);
    await team.requireAny(auth, history);
    return sendCsv(reply, 'fx-history', await fx.historyCsv(auth, request.lang));
  });
};
