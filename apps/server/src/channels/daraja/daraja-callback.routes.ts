import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callbackDoc } from '../../plugins/callback-docs.ts';
import type { DarajaCallbacks } from './daraja-callbacks.ts';
import {
  parseB2cResult,
  parseC2b,
  parseReversalResult,
  parseStkCallback,
  type DarajaEvent,
} from './daraja-format.ts';
import type { DarajaPayoutStatus } from './daraja-payout-status.ts';
import type { DarajaReversals } from './daraja-reversals.ts';
import { parseTransactionStatusResult } from './daraja-status-format.ts';
import { nulField } from '../../security/input-faults.ts';

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };
/** Daraja's C2B validation code for an account number that is not ours. */
const REJECTED_ACCOUNT = { ResultCode: 'C2B00012', ResultDesc: 'Rejected' };

const secretParam = z.object({ secret: z.string().max(200) });
const DARAJA_CALLBACK_DESCRIPTION =
  "Posted by Safaricom's M-Pesa Daraja API in its own JSON format (see docs/rails.md). " +
  'The path segment is the configured callback secret; a wrong secret or a source address ' +
  'outside DARAJA_ALLOWED_IPS gets 403. Answered {"ResultCode":0,"ResultDesc":"Accepted"} once ' +
  'the result is on record, repeats included.';

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Daraja's callbacks. They are not signed, so each URL carries the configured secret as a path
 * segment, an optional allow-list limits the source addresses, the amount is checked against the
 * order, and every result is applied once by its Daraja key (CheckoutRequestID, the payout's
 * ConversationID, TransID). Daraja is answered `{"ResultCode":0,"ResultDesc":"Accepted"}` once a
 * result is on record, duplicates and late results included.
 */
export const darajaCallbackRoutes: FastifyPluginAsyncZod<{
  callbacks: DarajaCallbacks;
  reversals: DarajaReversals;
  payoutStatus: DarajaPayoutStatus;
  secret: string;
  allowedIps: string[];
}> = async (app, { callbacks, reversals, payoutStatus, secret, allowedIps }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  const allowed = new Set(allowedIps);

  /** Refuses a wrong path secret (404, as if no such URL) or a source outside the allow-list. */
  function refused(request: FastifyRequest, reply: FastifyReply) {
    if (!sameSecret((request.params as { secret: string }).secret, secret)) {
      request.log.warn({ ip: request.ip }, 'daraja callback with a wrong path secret');
      return reply.status(404).send({ code: 404, msg: 'Not Found', data: null });
    }
    if (allowed.size > 0 && !allowed.has(request.ip)) {
      request.log.warn({ ip: request.ip }, 'daraja callback from an address not allowed');
      return reply.status(403).send({ code: 403, msg: 'Forbidden', data: null });
    }
    return null;
  }

  function parsed<T>(raw: string, parse: (body: unknown) => T | null) {
    try {
      const body: unknown = JSON.parse(raw);
      // Text with NUL names nothing of ours and no column can hold it.
      return nulField(body) === null ? parse(body) : null;
    } catch {
      return null;
    }
  }

  /**
   * The shape every result callback shares: refuse a wrong secret or source, answer 400 to a body
   * that does not parse, apply the result (once, by its Daraja key), then answer Accepted, or 500
   * when it could not be applied so that Daraja sends it again.
   */
  async function applyCallback<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    parse: (body: unknown) => T | null,
    apply: (result: T, raw: string) => Promise<unknown>,
    describe: (result: T) => Record<string, unknown>,
    message: string,
  ) {
    const blocked = refused(request, reply);
    if (blocked) return blocked;
    const raw = String(request.body ?? '');
    const result = parsed(raw, parse);
    if (!result) return reply.status(400).send({ ResultCode: 1, ResultDesc: 'Malformed' });
    try {
      const outcome = await apply(result, raw);
      request.log.info({ ...describe(result), outcome }, message);
      return ACCEPTED;
    } catch (error) {
      request.log.error({ err: error, ...describe(result) }, `${message} not applied`);
      return reply.status(500).send({ ResultCode: 1, ResultDesc: 'Retry later' });
    }
  }

  /** A queue timeout that needs no action of its own: it is logged and acknowledged. */
  async function acknowledgeTimeout(request: FastifyRequest, reply: FastifyReply, message: string) {
    const blocked = refused(request, reply);
    if (blocked) return blocked;
    request.log.warn({ body: String(request.body ?? '').slice(0, 500) }, message);
    return ACCEPTED;
  }

  const applyEvent = (event: DarajaEvent, raw: string) => callbacks.apply(event, raw);
  const eventKey = (event: DarajaEvent) => ({ eventKey: event.eventKey });

  const options = (summary: string) => ({
    config: { public: true, duplicateGuard: false },
    schema: { params: secretParam, ...callbackDoc(summary, DARAJA_CALLBACK_DESCRIPTION) },
  });

  app.post(
    '/channels/daraja/:secret/stk',
    options('Lipa na M-Pesa Online (STK push) result of a top-up'),
    (request, reply) =>
      applyCallback(request, reply, parseStkCallback, applyEvent, eventKey, 'daraja result'),
  );

  app.post(
    '/channels/daraja/:secret/b2c/result',
    options('B2C Result of a payout'),
    (request, reply) =>
      applyCallback(request, reply, parseB2cResult, applyEvent, eventKey, 'daraja result'),
  );

  // A queue timeout says Daraja did not process the request in time. A blind retry could pay
  // twice, so the payout stays PENDING and a Transaction Status query asks how it ended.
  app.post(
    '/channels/daraja/:secret/b2c/timeout',
    options('B2C queue timeout of a payout'),
    async (request, reply) => {
      const raw = String(request.body ?? '');
      const blocked = refused(request, reply);
      if (blocked) return blocked;
      const reference = parsed(raw, parseB2cResult)?.reference ?? null;
      try {
        const outcome = await payoutStatus.timedOut(reference);
        request.log.warn(
          { reference, outcome, body: raw.slice(0, 500) },
          'daraja B2C queue timeout',
        );
        return ACCEPTED;
      } catch (error) {
        request.log.error({ err: error, reference }, 'daraja B2C queue timeout not handled');
        return reply.status(500).send({ ResultCode: 1, ResultDesc: 'Retry later' });
      }
    },
  );

  // The answer to a Transaction Status query: a final status settles or fails the payout once,
  // under the same key as its B2C Result; a pending one waits for the next query.
  app.post(
    '/channels/daraja/:secret/transactionstatus/result',
    options('Transaction Status result of a payout'),
    (request, reply) =>
      applyCallback(
        request,
        reply,
        parseTransactionStatusResult,
        (report, raw) => payoutStatus.applyResult(report, raw),
        ({ reference, transactionStatus, resultCode }) => ({
          reference,
          transactionStatus,
          resultCode,
        }),
        'daraja transaction status',
      ),
  );

  // The query itself timed out in Daraja's queue; the next query of the chain asks again.
  app.post(
    '/channels/daraja/:secret/transactionstatus/timeout',
    options('Transaction Status queue timeout'),
    (request, reply) =>
      acknowledgeTimeout(request, reply, 'daraja transaction status queue timeout'),
  );

  app.post(
    '/channels/daraja/:secret/c2b/validation',
    options('C2B validation of a Paybill payment'),
    async (request, reply) => {
      const raw = String(request.body ?? '');
      const blocked = refused(request, reply);
      if (blocked) return blocked;
      const event = parsed(raw, parseC2b);
      return event && (await callbacks.accepts(event)) ? ACCEPTED : REJECTED_ACCOUNT;
    },
  );

  app.post(
    '/channels/daraja/:secret/c2b/confirmation',
    options('C2B confirmation of a Paybill payment'),
    (request, reply) =>
      applyCallback(request, reply, parseC2b, applyEvent, eventKey, 'daraja result'),
  );

  // A reversal's Result is recorded once by its ConversationID; no ledger entry follows, since
  // an unmatched payment was never credited to anyone.
  app.post(
    '/channels/daraja/:secret/reversal/result',
    options('Reversal result of an unmatched Paybill payment'),
    (request, reply) =>
      applyCallback(
        request,
        reply,
        parseReversalResult,
        (result, raw) => reversals.applyResult(result, raw),
        (result) => ({ conversationId: result.conversationId }),
        'daraja reversal',
      ),
  );

  // Like a B2C queue timeout: the reversal stays "requested" until its Result or an operator
  // settles it with Safaricom.
  app.post(
    '/channels/daraja/:secret/reversal/timeout',
    options('Reversal queue timeout'),
    (request, reply) => acknowledgeTimeout(request, reply, 'daraja reversal queue timeout'),
  );
};

/** Callback URLs carry a secret; logs show `/channels/daraja/***` instead. */
export function maskCallbackSecret(url: string): string {
  return url.replace(/(\/channels\/daraja\/)[^/?#]+/, '$1***');
}

/** Fastify's request log line (method, url, host, address) with the callback secret masked. */
export function requestLogSerializer(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: maskCallbackSecret(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
