import { z } from 'zod';
import type { JsonSchema } from '../open-api/open-api-schemas.ts';
import type { AppOperationEntry, AppReply } from './app-api-types.ts';

/**
 * The calls whose success is not a JSON envelope (files, the event stream), and the providers'
 * callbacks, which answer in each provider's own protocol.
 */

/** What the simulator, Cobo and the bank get once their notification is taken. */
const outcome: AppReply = { data: z.object({ outcome: z.string() }) };

/** Daraja's own acknowledgement, `{ResultCode, ResultDesc}` (C2B validation's codes are text). */
const DARAJA_ACK: JsonSchema = {
  type: 'object',
  properties: {
    ResultCode: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
    ResultDesc: { type: 'string' },
  },
  required: ['ResultCode', 'ResultDesc'],
};

const daraja: AppReply = {
  provider: {
    description:
      'Daraja\'s acknowledgement: `{"ResultCode":0,"ResultDesc":"Accepted"}` once the result is on record, or the envelope refusal when the path is not valid; the route\'s description lists the other refusals.',
    schema: DARAJA_ACK,
  },
};

const csv = (description: string): AppReply => ({
  file: { mediaType: 'text/csv', description },
});

/** What every customer export's file holds (apps/server/src/plugins/csv-file.ts). */
const CUSTOMER_EXPORT = (what: string) =>
  `${what}, newest first, as a CSV attachment (UTF-8 with a byte-order mark, CRLF lines) named after the list and the day. The header row and the names of types, statuses, methods and events are in the language of \`Content-Language\`; amounts are exact decimal strings, times ISO 8601 in UTC. A filter matching more than 10,000 rows is refused with code -1008 on \`endTime\` (narrow the filter), and every refusal is the JSON envelope.`;

export const CALLBACK_OPERATIONS: Record<string, AppOperationEntry> = {
  'POST /channels/simulator/callback': { reply: outcome },
  'POST /channels/cobo/webhook': { reply: outcome },
  'POST /channels/va/deposit': { reply: outcome },
  'POST /channels/daraja/{secret}/stk': { reply: daraja },
  'POST /channels/daraja/{secret}/b2c/result': { reply: daraja },
  'POST /channels/daraja/{secret}/b2c/timeout': { reply: daraja },
  'POST /channels/daraja/{secret}/transactionstatus/result': { reply: daraja },
  'POST /channels/daraja/{secret}/transactionstatus/timeout': { reply: daraja },
  'POST /channels/daraja/{secret}/c2b/validation': { reply: daraja },
  'POST /channels/daraja/{secret}/c2b/confirmation': { reply: daraja },
  'POST /channels/daraja/{secret}/reversal/result': { reply: daraja },
  'POST /channels/daraja/{secret}/reversal/timeout': { reply: daraja },
  'POST /account/transactions/export': {
    summary: 'Transaction history as a CSV file',
    reply: csv(CUSTOMER_EXPORT('The wallet movements matching the filter')),
  },
  'POST /order/export': {
    summary: 'Orders as a CSV file',
    reply: csv(CUSTOMER_EXPORT('The orders matching the filter')),
  },
  'POST /fx/history/export': {
    summary: 'FX history as a CSV file',
    reply: csv(CUSTOMER_EXPORT("The account's currency conversions")),
  },
  'POST /user/log/export': {
    summary: 'Operation log as a CSV file',
    reply: csv(CUSTOMER_EXPORT('The operation-log events matching the filter')),
  },
  'POST /ops/audit/export': {
    summary: "The operators' audit trail as a CSV file",
    reply: csv('The audit entries matching the filter, as a CSV attachment.'),
  },
  'POST /user/userApi/orders/export': {
    reply: csv('The API orders matching the filter, as a CSV attachment.'),
  },
  'GET /files/signed': {
    reply: {
      file: {
        mediaType: 'application/octet-stream',
        description:
          'The file itself, with its own content type (JPEG, PNG, WebP or PDF), shown inline.',
        forbidden: 'The signature is wrong, altered or expired: the envelope with code 403.',
      },
    },
  },
  'GET /events': {
    summary: "Live status of the signed-in user's orders, balances and files (server-sent events)",
    reply: {
      stream:
        'A `text/event-stream` that stays open: each event has an `id:` and a `data:` line of JSON `{id, type, data}` (type `order`, `balance`, `batch` or `notification`), and a comment line is a heartbeat. Send `Last-Event-ID` to resume after a drop. It ends when the session does; a new stream beyond the per-user limit closes the oldest.',
    },
  },
  'GET /ops/events': {
    summary: 'Live events of the operator console (server-sent events)',
    reply: {
      stream:
        "A `text/event-stream` that stays open: a `data:` line of JSON for each batch of other operators' decisions, and a comment line as a heartbeat. It ends when the operator session does.",
    },
  },
};
