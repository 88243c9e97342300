import { ErrorCode } from '../error-codes.ts';
import { OPERATIONS, TAGS, type OperationSpec } from './open-api-operations.ts';
import { componentSchemas, type JsonSchema } from './open-api-schemas.ts';
import {
  codeList,
  INFO_DESCRIPTION,
  SIGNATURE_CODES,
  SIGNATURE_WINDOW_SECONDS,
  WEBHOOK_DESCRIPTION,
  type DocLang,
} from './open-api-text.ts';
import {
  BATCH_WEBHOOK_ZH,
  DESCRIPTIONS_ZH,
  INFO_DESCRIPTION_ZH,
  INFO_ZH,
  OPERATIONS_ZH,
  TAG_NAMES_ZH,
  TAGS_ZH,
  WEBHOOK_DESCRIPTION_ZH,
} from './open-api-text-zh.ts';

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

const CALL_WORDS = {
  en: {
    refusals: 'Refusals of this call:',
    signature: 'Refusals of the signature: see "Replies" in the introduction.',
  },
  zh: { refusals: '此调用的拒绝：', signature: '签名相关的拒绝：见简介中的“响应”。' },
} as const;

function operation(spec: OperationSpec, lang: DocLang = 'en') {
  const zh = lang === 'zh' ? OPERATIONS_ZH[spec.operationId] : undefined;
  const words = CALL_WORDS[lang];
  return {
    post: {
      operationId: spec.operationId,
      tags: [spec.tag],
      summary: zh?.summary ?? spec.summary,
      description: [
        zh?.description ?? spec.description,
        spec.codes.length ? `${words.refusals}\n\n${codeList(spec.codes, lang)}` : '',
        words.signature,
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
  tags: { name: string; description: string; 'x-displayName'?: string }[];
  paths: Record<string, ReturnType<typeof operation>>;
  webhooks: Record<string, typeof WEBHOOK | typeof BATCH_WEBHOOK>;
  components: JsonSchema;
};

/** Every `description` below `value`, through `translate` (names, paths and examples stay). */
function translated<T>(value: T, translate: (text: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => translated(item, translate)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'description' && typeof item === 'string'
        ? translate(item)
        : key === 'example' || key === 'examples'
          ? item
          : translated(item, translate),
    ]),
  ) as T;
}

const toChinese = (text: string) => DESCRIPTIONS_ZH[text] ?? text;

/** The webhooks in the document's language. */
function webhooks(lang: DocLang) {
  if (lang === 'en') return { orderFinal: WEBHOOK, batchCompleted: BATCH_WEBHOOK };
  const orderFinal = translated(
    { post: { ...WEBHOOK.post, description: '' } },
    toChinese,
  ) as typeof WEBHOOK;
  orderFinal.post.summary = toChinese(WEBHOOK.post.summary);
  orderFinal.post.description = WEBHOOK_DESCRIPTION_ZH;
  return {
    orderFinal,
    batchCompleted: {
      post: {
        ...orderFinal.post,
        ...BATCH_WEBHOOK_ZH,
        operationId: BATCH_WEBHOOK.post.operationId,
        requestBody: BATCH_WEBHOOK.post.requestBody,
      },
    },
  };
}

/**
 * The whole document, in English or, for `zh`, with every description and summary in Chinese
 * (the /homeApi/docs page shows the one of its language). Callers may cache it: it depends on
 * nothing but the contract.
 */
export function openApiDocument(lang: DocLang = 'en'): OpenApiDocument {
  const zh = lang === 'zh';
  const localise = <T>(value: T): T => (zh ? translated(value, toChinese) : value);
  return {
    openapi: '3.1.0',
    info: {
      title: zh ? INFO_ZH.title : 'PesaBridge merchant API',
      version: '1.0.0',
      description: zh ? INFO_DESCRIPTION_ZH : INFO_DESCRIPTION,
      license: { name: zh ? INFO_ZH.license : 'PesaBridge terms', url: '/termsConditions' },
    },
    servers: [
      { url: '/open/v1', description: zh ? INFO_ZH.server : 'This PesaBridge installation' },
    ],
    security: SIGNED,
    tags: TAGS.map((tag) => ({
      ...tag,
      ...(zh && { description: TAGS_ZH[tag.name]!, 'x-displayName': TAG_NAMES_ZH[tag.name]! }),
    })),
    paths: Object.fromEntries(
      OPERATIONS.map((spec) => [spec.path, localise(operation(spec, lang))]),
    ),
    webhooks: webhooks(lang),
    components: {
      securitySchemes: localise(SECURITY_SCHEMES),
      schemas: localise(componentSchemas()),
      parameters: {
        ContentLanguage: {
          name: 'Content-Language',
          in: 'header',
          required: false,
          description: zh
            ? toChinese('Language of `msg` and of field errors.')
            : 'Language of `msg` and of field errors.',
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
  type DocLang,
} from './open-api-text.ts';

/** Each call's path, summary and example body (valid by a test), for the docs page's guide. */
export function openApiCalls(lang: DocLang = 'en') {
  return OPERATIONS.map((spec) => ({
    path: `/open/v1${spec.path}`,
    operationId: spec.operationId,
    summary: lang === 'zh' ? OPERATIONS_ZH[spec.operationId]!.summary : spec.summary,
    example: spec.example,
  }));
}
