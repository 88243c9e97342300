import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describeAppApi, securityOf, type AppAccess, type GeneratedDocument } from '@pesa/contract';
import { OPERATOR_CALL_ACCESS, type OperatorCallAccess } from '@pesa/domain';

/**
 * The two hooks of @fastify/swagger that turn the routes into the app API's description
 * (/api/openapi.json, docs/api-contract-notes.md "The API description"): per route, who may call
 * it, read from the same places the guards read (the route's `public` flag and
 * OPERATOR_CALL_ACCESS); then, over the whole document, the contract's replies, operationIds,
 * summaries and security schemes.
 */

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route?: Pick<RouteOptions, 'config'>;
};

function accessOf(call: string, isPublic: boolean): AppAccess {
  if (call.startsWith('/ops/')) {
    const access = OPERATOR_CALL_ACCESS[call];
    return access?.kind === 'signIn' ? { kind: 'public' } : { kind: 'operator' };
  }
  if (call.startsWith('/open/v1/')) return { kind: 'signed' };
  if (call.startsWith('/channels/')) return { kind: 'provider' };
  return isPublic ? { kind: 'public' } : { kind: 'customer' };
}

/** Which operators may make the call, in words, for its description. */
function operatorNote(access: OperatorCallAccess | undefined): string | null {
  switch (access?.kind) {
    case 'stage':
      return access.stage === 'totp'
        ? 'Operator session: the token of /ops/login, before its second factor.'
        : 'Operator session: the token of /ops/login of an operator without a second factor yet.';
    case 'session':
      return 'Operator session: any stage.';
    case 'roles':
      return `Operator roles: ${['admin', ...access.roles].join(', ')}.`;
    default:
      return null;
  }
}

export function appApiTransform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const schema = (transformed.schema ?? {}) as FastifySchema & {
    hide?: boolean;
    description?: string;
  };
  if (schema.hide) return transformed;
  const call = input.url.startsWith('/api/') ? input.url.slice('/api'.length) : input.url;
  const config = input.route?.config as { public?: boolean } | undefined;
  const access = accessOf(call, config?.public === true);
  const note = access.kind === 'operator' ? operatorNote(OPERATOR_CALL_ACCESS[call]) : null;
  const description = [schema.description, note].filter(Boolean).join('\n\n');
  return {
    ...transformed,
    schema: {
      ...schema,
      security: securityOf(access),
      ...(description && { description }),
    },
  };
}

export function appApiTransformObject(
  input: { openapiObject: unknown } | { swaggerObject: unknown },
) {
  // This app registers OpenAPI 3 only; the plugin's Swagger 2 form never reaches here.
  const generated = 'openapiObject' in input ? input.openapiObject : input.swaggerObject;
  return describeAppApi(generated as GeneratedDocument);
}
