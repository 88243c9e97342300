import type { JsonSchema } from './fuzz-arbitraries.ts';

/**
 * The fields of the providers' notifications, for the fuzzer to fill with any values: the
 * simulator's and the partner bank's (flat), Cobo's (a deposit under `data`) and M-Pesa
 * Daraja's (an STK result under `Body`, a B2C or status result under `Result`, C2B flat).
 */
const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0, maximum: 100 };
const amount: JsonSchema = { anyOf: [text, { type: 'number' }] };
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  properties,
});
const texts = (...names: string[]) => Object.fromEntries(names.map((name) => [name, text]));
const counts = (...names: string[]) => Object.fromEntries(names.map((name) => [name, count]));

const flat = object({
  ...texts(
    'eventId',
    'reference',
    'kind',
    'resultCode',
    'resultDesc',
    'transactionId',
    'accountId',
    'currencyCode',
    'payerName',
    'type',
    'status',
    'coin',
    'txid',
    'address',
  ),
  ...counts('id', 'decimal', 'vout_n', 'confirmed_num', 'confirming_threshold'),
  amount,
});

const parameter = object({ ...texts('Name', 'Key'), Value: amount });
const daraja = {
  Body: object({
    stkCallback: object({
      ...texts('MerchantRequestID', 'CheckoutRequestID', 'ResultDesc'),
      ResultCode: count,
      CallbackMetadata: object({ Item: { type: 'array', items: parameter } }),
    }),
  }),
  Result: object({
    ...texts('ResultDesc', 'OriginatorConversationID', 'ConversationID', 'TransactionID'),
    ...counts('ResultType', 'ResultCode'),
    ResultParameters: object({ ResultParameter: { type: 'array', items: parameter } }),
  }),
  ...texts(
    'TransactionType',
    'TransID',
    'TransTime',
    'BusinessShortCode',
    'BillRefNumber',
    'MSISDN',
  ),
  TransAmount: amount,
};

export const callbackFields: JsonSchema = object({
  ...flat.properties,
  data: flat,
  ...daraja,
});
