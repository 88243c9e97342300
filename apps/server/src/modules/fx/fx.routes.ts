import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fxConvertBody, fxHistoryBody, fxQuoteBody } from '@pesa/contract';
import { authOf } from '../../plugins/auth.ts';
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
  app.post('/fx/history', { schema: { body: fxHistoryBody } }, async (request) => {
    const auth = authOf(request);
    await team.requireAny(auth, ['FxHistory', 'FxConvert']);
    const { rows, total } = await fx.history(auth, request.body.pageNum, request.body.pageSize);
    return paged(request, rows, total);
  });
};
