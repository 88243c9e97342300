import type { FastifyPluginAsync } from 'fastify';
import { callbackDoc } from '../../plugins/callback-docs.ts';
import {
  callbackHashValid,
  parseAirtelCallback,
  type AirtelCallbacks,
} from './airtel-callbacks.ts';

/** The URL to set as the callback of the Airtel application on its portal. */
export const AIRTEL_CALLBACK_PATH = '/api/channels/airtel/callback';

/**
 * Airtel's collection callback. The URL is fixed on Airtel's portal, not sent per request. With
 * AIRTEL_CALLBACK_KEY set ("Callback Authentication" on), a body without the right hash is
 * refused (401); without it a callback only prompts an enquiry, whose answer is applied. A
 * result is applied once however often Airtel repeats it, and answered 200 once on record, 500 to
 * have it sent again.
 */
export const airtelCallbackRoutes: FastifyPluginAsync<{
  callbacks: AirtelCallbacks;
  callbackKey: string | undefined;
}> = async (app, { callbacks, callbackKey }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/channels/airtel/callback',
    {
      config: { public: true, duplicateGuard: false },
      schema: callbackDoc(
        'Airtel Money collection result',
        'Posted by Airtel Money Open API in its own JSON format ({transaction:{id,message,status_code:TS|TF,airtel_money_id},hash}, docs/rails.md). With AIRTEL_CALLBACK_KEY set, hash must be the base64 HMAC-SHA256 of the transaction object with that key (401 otherwise); without it, the result applied is what the enquiry of the transaction answers. Answered 200 once on record, repeats included; 400 for a body that is not such a result; 500 to have it sent again.',
      ),
    },
    async (request, reply) => {
      const raw = String(request.body ?? '');
      const body = parseAirtelCallback(raw);
      if (!body) return reply.status(400).send({ code: 400, msg: 'malformed', data: null });
      if (callbackKey && !callbackHashValid(callbackKey, raw, body)) {
        request.log.warn({ id: body.transaction.id }, 'airtel callback with a wrong hash');
        return reply.status(401).send({ code: 401, msg: 'invalid hash', data: null });
      }
      try {
        // Past the check above, a callback is signed exactly when the account has a key.
        const outcome = await callbacks.apply(body, raw, Boolean(callbackKey));
        request.log.info({ id: body.transaction.id, outcome }, 'airtel result');
        return { code: 200, msg: 'Success', data: { outcome } };
      } catch (error) {
        request.log.error({ err: error, id: body.transaction.id }, 'airtel result not applied');
        return reply.status(500).send({ code: 500, msg: 'retry later', data: null });
      }
    },
  );
};
