import { ErrorCode } from '../error-codes.ts';
import { OPERATIONS, TAGS, type OperationSpec } from './open-api-operations.ts';
import { componentSchemas, type JsonSchema } from './open-api-schemas.ts';
import {
  codeList,
  INFO_DESCRIPTION,
  SIGNATURE_CODES,
  SIGNATURE_WINDOW_SECONDS,
  WEBHOOK_DESCRIPTION,
} from './open-api-text.ts';

/**
 * The OpenAPI 3.1 document of the merchant API (/open/v1), built from the contract's zod schemas
 * so that the reference cannot drift from what the server validates. Pure: the server serves it
 * at GET /api/open/openapi.json, a lint and the typed example client read it too
 * (docs/api-service.md, "Reference and examples").
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The four headers of the signature, each an apiKey scheme; a call needs all four at once. */
export const SECURITY_SCHEMES = {
  AccessKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Access-Key',
    description: 'Your access key: `pk_live_…` for live money, `pk_test_…` for the sandbox.',
  },
  Timestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Timestamp',
    description: `The current time in milliseconds since the epoch; within ${SIGNATURE_WINDOW_SECONDS} seconds of ours.`,
  },
  Nonce: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Nonce',
    description:
      'A fresh random string (8 to 64 of `A-Z a-z 0-9 _ -`) for every call; a repeat is refused.',
  },
  Signature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Signature',
    description:
      'Hex HMAC-SHA256, keyed with your access secret, of the canonical string (see "Signing a request").',
  },
} as const;

const SIGNED = [{ AccessKey: [], Timestamp: [], Nonce: [], Signature: [] }];

function operation(spec: OperationSpec) {
  return {
    post: {
      operationId: spec.operationId,
      tags: [spec.tag],
      summary: spec.summary,
      description: [
        spec.description,
        spec.codes.length ? `Refusals of this call:\n\n${codeList(spec.codes)}` : '',
        'Refusals of the signature: see "Replies" in the introduction.',
      ]
        .filter(Boolean)
        .join('\n\n'),
      parameters: [{ $ref: '#/components/parameters/ContentLanguage' }],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref(spec.body), example: spec.example } },
      },
      responses: {
        '200': {
          description:
            'Always HTTP 200: `code` 200 with the result, or a refusal code with `msg` saying why.',
          content: {
            'application/json': { schema: { oneOf: [ref(spec.reply), ref('ErrorReply')] } },
          },
        },
        '415': {
          description:
            'The body was not JSON: any other Content-Type (form, text, multipart), or a body without one.',
          content: { 'application/json': { schema: ref('UnsupportedMediaTypeReply') } },
        },
      },
    },
  };
}

const WEBHOOK = {
  post: {
    operationId: 'orderFinalWebhook',
    tags: ['Webhooks'],
    summary: 'An order reached its final state',
    description: WEBHOOK_DESCRIPTION,
    // Sent by us, signed with X-Pesa-Signature; none of the request schemes applies.
    security: [],
    parameters: [
      {
        name: 'X-Pesa-Signature',
        in: 'header',
        required: true,
        description: '`t=<unix seconds>,v1=<hex HMAC-SHA256 over "<t>.<raw body>">`.',
        schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
      },
      {
        name: 'X-Pesa-Event-Id',
        in: 'header',
        required: true,
        description: 'The `eventId` of the body, the same on every try and resend.',
        schema: { type: 'string' },
      },
    ],
    requestBody: {
      required: true,
      content: { 'application/json': { schema: ref('WebhookEvent') } },
    },
    responses: {
      '200': { description: 'Any 2xx acknowledges the event; anything else is retried.' },
    },
  },
};

/** `batch.completed`: signed and retried as the order webhook, with the batch's summary. */
const BATCH_WEBHOOK = {
  post: {
    ...WEBHOOK.post,
    operationId: 'batchCompletedWebhook',
    summary: 'A batch of payouts is complete',
    description:
      "Sent once per `/b2c/batch` batch, when every accepted item is final (its order succeeded, failed or was cancelled, or it failed before becoming an order, e.g. -1014). `data` is the batch as `/batch/query` shows it, without the items: counts per outcome and `completedTime`. Each item's order also sends its own order webhook. Signed, retried and deduplicated by `eventId` like every webhook.",
    requestBody: {
      required: true,
      content: { 'application/json': { schema: ref('BatchCompletedEvent') } },
    },
  },
};

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: JsonSchema };
  servers: { url: string; description: string }[];
  security: typeof SIGNED;
  tags: { name: string; description: string }[];
  paths: Record<string, ReturnType<typeof operation>>;
  webhooks: Record<string, typeof WEBHOOK | typeof BATCH_WEBHOOK>;
  components: JsonSchema;
};

/** The whole document; callers may cache it (it depends on nothing but the contract). */
export function openApiDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'PesaBridge merchant API',
      version: '1.0.0',
      description: INFO_DESCRIPTION,
      license: { name: 'PesaBridge terms', url: '/termsConditions' },
    },
    servers: [{ url: '/open/v1', description: 'This PesaBridge installation' }],
    security: SIGNED,
    tags: TAGS.map((tag) => ({ ...tag })),
    paths: Object.fromEntries(OPERATIONS.map((spec) => [spec.path, operation(spec)])),
    webhooks: { orderFinal: WEBHOOK, batchCompleted: BATCH_WEBHOOK },
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: componentSchemas(),
      parameters: {
        ContentLanguage: {
          name: 'Content-Language',
          in: 'header',
          required: false,
          description: 'Language of `msg` and of field errors.',
          schema: { type: 'string', enum: ['en_US', 'zh_CN'], default: 'en_US' },
        },
      },
    },
  };
}

/** The codes a merchant meets on /open/v1, for tables in the docs page. */
export const OPEN_API_CODES = [
  ...SIGNATURE_CODES,
  ErrorCode.DATA_NOT_FOUND,
  ErrorCode.INSUFFICIENT_ASSET,
  ErrorCode.CURRENCY_NOT_FOUND,
  ErrorCode.API_ORDER_NO_CONFLICT,
  ErrorCode.API_TRANSFER_NOT_ALLOWED,
] as const;

export {
  CANONICAL_TEMPLATE,
  SIGNATURE_TEST_VECTOR,
  SIGNATURE_WINDOW_SECONDS,
} from './open-api-text.ts';
