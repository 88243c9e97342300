import { z } from 'zod';
import {
  OPERATIONS as OPEN_OPERATIONS,
  type OperationSpec,
} from '../open-api/open-api-operations.ts';
import { SECURITY_SCHEMES as SIGNATURE_SCHEMES } from '../open-api/open-api-document.ts';
import type { JsonSchema } from '../open-api/open-api-schemas.ts';
import { openBalanceRowSchema, openOrderViewSchema } from '../schemas/api-service.ts';
import { openBatchQueryReplySchema, openBatchReplySchema } from '../schemas/api-batches.ts';
import { payeeCheckReply } from '../schemas/payee-check.ts';
import {
  APP_OPERATIONS,
  APP_TAGS,
  type AppOperation,
  type AppReply,
} from './app-api-operations.ts';

/**
 * Describes the app API (/api): the server generates the paths, parameters and request bodies
 * from its routes (@fastify/swagger), and this adds what the routes do not say: each call's
 * operationId, summary and tag, its reply inside the `{code, msg, data}` envelope (from the
 * contract's zod schemas, like the merchant document's), and the security schemes. Pure, so a
 * test can check the catalogue against the routes (docs/api-contract-notes.md, "The API
 * description").
 */

/** The two kinds of session token; both travel as `Authorization: Bearer <token>`. */
export const APP_SECURITY_SCHEMES = {
  customerSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A customer session: the token that /user/login, /user/emailLogin, /user/register or /user/emailRegister returns.',
  },
  operatorSession: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An operator session of the back office: the token of /ops/login, which is good only for the second-factor step (/ops/login/totp, or /ops/totp/enrol and /ops/totp/confirm) until that step makes it a full session. A customer token is refused on /ops calls, and an operator token everywhere else.',
  },
  ...SIGNATURE_SCHEMES,
} as const;

/** Who may make a call: the server reads it from the route (see apps/server's app-api-doc). */
export type AppAccess =
  | { kind: 'public' }
  | { kind: 'customer' }
  | { kind: 'operator'; stage?: 'enrol' | 'totp'; roles?: readonly string[] }
  | { kind: 'signed' }
  | { kind: 'provider' };

export function securityOf(access: AppAccess): Record<string, string[]>[] {
  switch (access.kind) {
    case 'customer':
      return [{ customerSession: [] }];
    case 'operator':
      return [{ operatorSession: [] }];
    case 'signed':
      return [{ AccessKey: [], Timestamp: [], Nonce: [], Signature: [] }];
    default:
      // Public calls and the providers' callbacks (which carry their own signature) take no token.
      return [];
  }
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** `getUserInfo` → `GetUserInfo`, for component names. */
const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/** The success envelope of one call, as zod, so that zod writes its JSON Schema. */
function successOf(reply: AppReply): z.ZodType | null {
  const ok = { code: z.literal(200), msg: z.string() };
  if ('data' in reply) return z.object({ ...ok, data: reply.data });
  if ('rows' in reply) return z.object({ ...ok, rows: z.array(reply.rows), total: z.int().min(0) });
  return null;
}

/** Named parts shared by several replies, so they appear once under components. */
const SHARED_SCHEMAS: Record<string, z.ZodType> = {
  OpenBalanceRow: openBalanceRowSchema,
  OpenOrderView: openOrderViewSchema,
};

const ERROR_REPLY: JsonSchema = {
  type: 'object',
  description:
    'A refusal (HTTP 200 like a success): `code` is the SPEC §8 code, `msg` says why in the language of Content-Language; nothing was changed except as the code says.',
  properties: {
    code: { type: 'integer', not: { enum: [200] } },
    msg: { type: 'string' },
    data: {
      description:
        'Usually null. For -1008 (and the missing-field codes) the failing fields, `[{field, message}]`; for -1026 `{retryAfter, retryAt}`; a few refusals carry what the screen needs to explain them.',
    },
  },
  required: ['code', 'msg', 'data'],
};

/** Component schemas of every reply, each success named `<OperationId>Reply`. */
function replyComponents(operations: Record<string, AppOperation>): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(SHARED_SCHEMAS)) registry.add(schema, { id });
  for (const op of Object.values(operations)) {
    const success = successOf(op.reply);
    if (success) registry.add(success, { id: `${pascal(op.id)}Reply` });
  }
  const generated = z.toJSONSchema(registry, {
    io: 'output',
    // The document is OpenAPI 3.0.3, like the request schemas the routes generate.
    target: 'openapi-3.0',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  }).schemas as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(generated).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]),
  );
}

const ENVELOPE_NOTE =
  'Always HTTP 200: `code` 200 with the result, or a refusal code with `msg` saying why.';

function responsesOf(op: AppOperation): JsonSchema {
  const reply = op.reply;
  const refusal = ref('ErrorReply');
  if ('data' in reply || 'rows' in reply)
    return {
      '200': {
        description: ENVELOPE_NOTE,
        content: {
          'application/json': { schema: { anyOf: [ref(`${pascal(op.id)}Reply`), refusal] } },
        },
      },
    };
  if ('file' in reply)
    return {
      '200': {
        description: `${reply.file.description} A refusal is the JSON envelope instead.`,
        content: {
          [reply.file.mediaType]: { schema: { type: 'string', format: 'binary' } },
          'application/json': { schema: refusal },
        },
      },
      ...(reply.file.forbidden && {
        '403': {
          description: reply.file.forbidden,
          content: { 'application/json': { schema: refusal } },
        },
      }),
    };
  if ('stream' in reply)
    return {
      '200': {
        description: reply.stream,
        content: {
          'text/event-stream': { schema: { type: 'string' } },
          'application/json': { schema: refusal },
        },
      },
    };
  // A bad path parameter is refused in the envelope before the provider's handler runs.
  return {
    '200': {
      description: reply.provider.description,
      content: { 'application/json': { schema: { anyOf: [reply.provider.schema, refusal] } } },
    },
  };
}

/** The `data` of each merchant call's success, by the reply its catalogue names. */
const OPEN_REPLY_DATA: Record<OperationSpec['reply'], z.ZodType> = {
  BalanceReply: z.array(openBalanceRowSchema),
  OrderReply: openOrderViewSchema,
  PayeeCheckReply: payeeCheckReply,
  BatchReply: openBatchReplySchema,
  BatchQueryReply: openBatchQueryReplySchema,
};

/** The merchant calls (/open/v1) as the app document lists them, read from their own catalogue. */
function merchantOperations(): Record<string, AppOperation> {
  return Object.fromEntries(
    OPEN_OPERATIONS.map((spec): [string, AppOperation] => [
      `POST /open/v1${spec.path}`,
      {
        id: spec.operationId,
        summary: spec.summary,
        tag: 'Merchant API',
        reply: { data: OPEN_REPLY_DATA[spec.reply] },
      },
    ]),
  );
}

/** Every call the app document may list, by `METHOD /path` (OpenAPI form of the path). */
export function appOperations(): Record<string, AppOperation> {
  return { ...APP_OPERATIONS, ...merchantOperations() };
}

type Operation = JsonSchema & { tags?: string[]; summary?: string; description?: string };
export type GeneratedDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: JsonSchema;
} & JsonSchema;

/**
 * Completes the route-generated document. A call missing from the catalogue is left as it is
 * (the lint then fails on it); the route's own summary and tags win over the catalogue's.
 */
export function describeAppApi(generated: GeneratedDocument): GeneratedDocument {
  const operations = appOperations();
  const paths = Object.fromEntries(
    Object.entries(generated.paths).map(([path, methods]) => [
      path,
      Object.fromEntries(
        Object.entries(methods).map(([method, operation]) => {
          const op = operations[`${method.toUpperCase()} ${path}`];
          if (!op) return [method, operation];
          return [
            method,
            {
              operationId: op.id,
              summary: operation.summary ?? op.summary,
              tags: operation.tags ?? [op.tag],
              ...operation,
              responses: responsesOf(op),
            },
          ];
        }),
      ),
    ]),
  );
  const described = Object.fromEntries(
    Object.entries(operations).filter(([key]) => {
      const [method, path] = key.split(' ');
      return paths[path!]?.[method!.toLowerCase()];
    }),
  );
  const usedTags = new Set(Object.values(described).map((op) => op.tag));
  return {
    ...generated,
    info: {
      title: 'PesaBridge app API',
      version: '1.0.0',
      description:
        'The calls of the PesaBridge web app and back office. Every call answers HTTP 200 with `{code, msg, data}` (paged lists `{code, msg, rows, total}`); `code` 200 is success and any other code a refusal (SPEC §8). Send `Content-Language: en_US` or `zh_CN` for the language of `msg`. The merchant API has its own reference at /api/open/openapi.json.',
      license: { name: 'PesaBridge terms', url: '/termsConditions' },
    },
    tags: APP_TAGS.filter((tag) => usedTags.has(tag.name)).map((tag) => ({ ...tag })),
    paths,
    components: {
      ...generated.components,
      securitySchemes: APP_SECURITY_SCHEMES,
      schemas: {
        ...(generated.components?.schemas as JsonSchema | undefined),
        ...replyComponents(described),
        ErrorReply: ERROR_REPLY,
      },
    },
  };
}
