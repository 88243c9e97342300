import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { callbackDoc } from '../../plugins/callback-docs.ts';
import { parseVodacomResult, type VodacomTzCallbacks } from './vodacom-tz-callbacks.ts';

/** Where the account's asynchronous response URL points, with the secret as a path segment. */
export const VODACOM_TZ_CALLBACK_PREFIX = '/api/channels/vodacom-tz';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The asynchronous results of M-Pesa Tanzania. The acknowledgement is the documented one, whose
 * code is a bare "0" (not INS-0), answered once the result is on record, repeats included; a
 * body that is no result gets 400, a failure to record it 500 so the platform sends it again.
 */
export const vodacomTzCallbackRoutes: FastifyPluginAsync<{
  callbacks: VodacomTzCallbacks;
  secret: string;
}> = async (app, { callbacks, secret }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/channels/vodacom-tz/:secret/result',
    {
      config: { public: true, duplicateGuard: false },
      schema: callbackDoc(
        'M-Pesa Tanzania result',
        'Posted by the Vodacom M-Pesa OpenAPI (market vodacomTZN) to the asynchronous response URL: {input_OriginalConversationID, input_TransactionID, input_ResultCode, input_ResultDesc, input_ThirdPartyConversationID} (docs/rails.md). The path carries the configured secret (404 otherwise). Answered 200 with output_ResponseCode "0" once on record, repeats included; 400 for a body that is not such a result; 500 to have it sent again.',
      ),
    },
    async (request, reply) => {
      const given = (request.params as { secret: string }).secret;
      if (!sameSecret(given, secret))
        return reply.status(404).send({ code: 404, msg: 'not found', data: null });
      const raw = String(request.body ?? '');
      const body = parseVodacomResult(raw);
      if (!body)
        return reply.status(400).send({
          output_ResponseCode: '1',
          output_ResponseDesc: 'Malformed result',
        });
      try {
        const outcome = await callbacks.apply(body, raw);
        request.log.info(
          { reference: body.input_ThirdPartyConversationID, outcome },
          'vodacom-tz result',
        );
        return {
          output_OriginalConversationID: body.input_OriginalConversationID,
          output_ResponseCode: '0',
          output_ResponseDesc: 'Successfully Accepted Result',
          output_ThirdPartyConversationID: body.input_ThirdPartyConversationID,
        };
      } catch (error) {
        request.log.error({ err: error }, 'vodacom-tz result not applied');
        return reply
          .status(500)
          .send({ output_ResponseCode: '1', output_ResponseDesc: 'Retry later' });
      }
    },
  );
};
