import { z } from 'zod';
import { ErrorCode } from '../error-codes.ts';
import {
  openBalanceBody,
  openBalanceRowSchema,
  openCollectBody,
  openOrderQueryBody,
  openOrderViewSchema,
  openPayoutBody,
  openTransferBody,
  webhookEventPayloadSchema,
} from '../schemas/api-service.ts';
import { openPayeeCheckBody, payeeCheckReply } from '../schemas/payee-check.ts';
import {
  batchCompletedEventSchema,
  openBatchBodyDocumented,
  openBatchQueryBody,
  openBatchQueryReplySchema,
  openBatchReplySchema,
} from '../schemas/api-batches.ts';

export type JsonSchema = { [key: string]: unknown };

/** The /open/v1 request bodies, by component name: what a merchant sends (zod's input side). */
export const REQUEST_SCHEMAS = {
  OpenBalanceBody: openBalanceBody,
  OpenCollectBody: openCollectBody,
  OpenPayoutBody: openPayoutBody,
  OpenTransferBody: openTransferBody,
  OpenOrderQueryBody: openOrderQueryBody,
  OpenPayeeCheckBody: openPayeeCheckBody,
  OpenBatchBody: openBatchBodyDocumented,
  OpenBatchQueryBody: openBatchQueryBody,
} as const;

/** What the server sends: replies and the webhook body (zod's output side). */
export const REPLY_SCHEMAS = {
  OpenBalanceRow: openBalanceRowSchema,
  OpenOrderView: openOrderViewSchema,
  WebhookEvent: webhookEventPayloadSchema,
  PayeeCheckResult: payeeCheckReply,
  OpenBatchResult: openBatchReplySchema,
  OpenBatchQueryResult: openBatchQueryReplySchema,
  BatchCompletedEvent: batchCompletedEventSchema,
} as const;

/**
 * What the contract's field helpers cannot say in JSON Schema: the rule behind a transform
 * (amounts), or the meaning of a number. Added to a property only where it has no description.
 */
const FIELD_NOTES: Record<string, string> = {
  merchantOrderNo:
    'Your order number, 1 to 64 of `A-Z a-z 0-9 _ . : -`; unique per key mode, the idempotency key.',
  payType:
    'Channel: 2 M-Pesa (KES), 3 HaloPesa, 5 Airtel Money, 6 Tigo Pesa, 7 M-Pesa (TZS); payouts also to banks: 100 RTGS, 101 Pesalink, 102 TISS, 103 TIPS.',
  currencyId: 'Currency id, the ISO 4217 number: 404 KES, 834 TZS.',
  amount:
    'Major units, up to 8 decimals, as a decimal string (recommended, e.g. "150.00") or a number; above 0.',
  phone: 'Mobile number in international form, e.g. +254712345678.',
  narrative: 'Shown to the customer where the channel allows.',
  bankName: 'Bank pay types: the bank.',
  bankCode: 'Bank pay types: the bank or branch code, where the rail needs one.',
  bankAccountNo: 'Bank pay types: the account number, 4 to 34 letters or digits.',
  name: "The recipient's name as the rail should see it.",
  fromAccountType: 'Account to move money from: -1 Suspense, 0 B2C, 2, 3, 5, 6, 7 a C2B account.',
  toAccountType:
    'Account to move money to: -1 Suspense or 0 B2C (C2B accounts fill only from collections).',
  remark: 'Free text kept with the transfer.',
  sn: 'Our order number, as returned by the call that made the order.',
  merchantBatchNo:
    'Your batch number, 1 to 64 of `A-Z a-z 0-9 _ . : -`; unique per key mode, the idempotency key of the batch.',
  batchSn: 'Our batch number, as returned by `/b2c/batch`.',
  pageNum: 'Page, from 1.',
  pageSize: 'Items per page, 1 to 100.',
};

function withFieldNotes(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return schema;
  const described = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      property.description || !FIELD_NOTES[name]
        ? property
        : { ...property, description: FIELD_NOTES[name] },
    ]),
  );
  return { ...schema, properties: described };
}

/**
 * JSON Schema (2020-12, OpenAPI 3.1's dialect) of named zod schemas, each referring to the
 * others through `#/components/schemas/<name>`.
 */
function componentsOf(
  schemas: Record<string, z.ZodType>,
  io: 'input' | 'output',
): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const generated = z.toJSONSchema(registry, {
    io,
    target: 'draft-2020-12',
    // A transform's input cannot be described; its field gets a FIELD_NOTES description.
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }).schemas as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(generated).map(([id, { $schema: _s, $id: _i, ...schema }]) => [
      id,
      withFieldNotes(schema),
    ]),
  );
}

const FIELD_ERROR: JsonSchema = {
  type: 'object',
  description: 'One failing field of a -1008 reply.',
  properties: {
    field: { type: 'string', description: 'Dotted path of the field, e.g. `amount`.' },
    message: { type: 'string', description: "What is wrong, in the caller's language." },
  },
  required: ['field', 'message'],
};

/** The codes of a refusal: the whole catalogue but success, and 429 for a call's hourly cap. */
const REFUSAL_CODES = [...Object.values(ErrorCode).filter((code) => code !== ErrorCode.OK), 429];

/** The `{code: 200, msg, data}` envelope of a success, with `data` as given. */
function successEnvelope(description: string, data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    description,
    properties: {
      code: { type: 'integer', const: 200 },
      msg: { type: 'string' },
      data,
    },
    required: ['code', 'msg', 'data'],
  };
}

/** Every component of the document: bodies, replies, envelopes. */
export function componentSchemas(): Record<string, JsonSchema> {
  return {
    ...componentsOf(REQUEST_SCHEMAS, 'input'),
    ...componentsOf(REPLY_SCHEMAS, 'output'),
    FieldError: FIELD_ERROR,
    BalanceReply: successEnvelope('A successful /balance reply.', {
      type: 'array',
      items: { $ref: '#/components/schemas/OpenBalanceRow' },
    }),
    OrderReply: successEnvelope('A successful reply carrying an order.', {
      $ref: '#/components/schemas/OpenOrderView',
    }),
    PayeeCheckReply: successEnvelope('A successful /payee/check reply.', {
      $ref: '#/components/schemas/PayeeCheckResult',
    }),
    BatchReply: successEnvelope('A successful /b2c/batch reply.', {
      $ref: '#/components/schemas/OpenBatchResult',
    }),
    BatchQueryReply: successEnvelope('A successful /batch/query reply.', {
      $ref: '#/components/schemas/OpenBatchQueryResult',
    }),
    UnsupportedMediaTypeReply: {
      type: 'object',
      description:
        'HTTP 415: the body was not sent as `application/json`. Nothing was read or changed.',
      properties: {
        code: { type: 'integer', const: 415 },
        msg: { type: 'string', description: 'Why, in the language of Content-Language.' },
        data: { type: 'null' },
      },
      required: ['code', 'msg', 'data'],
    },
    ErrorReply: {
      type: 'object',
      description: 'A refusal: nothing was changed, except as the code says.',
      properties: {
        code: { type: 'integer', enum: REFUSAL_CODES },
        msg: { type: 'string', description: 'Why, in the language of Content-Language.' },
        data: {
          anyOf: [
            { type: 'null' },
            { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
          ],
        },
      },
      required: ['code', 'msg', 'data'],
    },
  };
}
