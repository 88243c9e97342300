import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalRequest, SANDBOX_MAGIC_NUMBERS } from '@pesa/domain';
import { openApiDocument } from './open-api-document.ts';
import { OPERATIONS } from './open-api-operations.ts';
import { REQUEST_SCHEMAS } from './open-api-schemas.ts';
import { CANONICAL_TEMPLATE, SIGNATURE_TEST_VECTOR } from './open-api-text.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const doc = openApiDocument() as unknown as Json;
const schemas = doc.components.schemas as Json;

/** Follows a local `$ref` to the schema it names. */
function resolve(schema: Json): Json {
  const ref = schema.$ref as string | undefined;
  if (!ref) return schema;
  const name = ref.replace('#/components/schemas/', '');
  expect(schemas[name], `${ref} exists`).toBeDefined();
  return schemas[name] as Json;
}

describe('the /open/v1 OpenAPI document', () => {
  it('is OpenAPI 3.1 served under /open/v1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/open/v1' })]);
  });

  it('requires the four signature headers together on every call', () => {
    const schemes = doc.components.securitySchemes as Json;
    expect(Object.values(schemes).map((s) => [s.type, s.in, s.name])).toEqual([
      ['apiKey', 'header', 'X-Access-Key'],
      ['apiKey', 'header', 'X-Timestamp'],
      ['apiKey', 'header', 'X-Nonce'],
      ['apiKey', 'header', 'X-Signature'],
    ]);
    // One requirement object naming all four: AND, not OR.
    expect(doc.security).toEqual([{ AccessKey: [], Timestamp: [], Nonce: [], Signature: [] }]);
  });

  it.each(OPERATIONS.map((op) => [op.path, op] as const))(
    '%s has an id, a summary, a request schema and a 200 reply schema',
    (path, spec) => {
      const op = doc.paths[path].post as Json;
      expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary).toBeTruthy();
      expect(op.security).toBeUndefined();
      const body = op.requestBody.content['application/json'];
      expect(resolve(body.schema).type).toBe('object');
      const reply = op.responses['200'].content['application/json'].schema;
      const [success, refusal] = (reply.oneOf as Json[]).map(resolve);
      expect(success!.properties.code.const).toBe(200);
      expect(success!.required).toEqual(['code', 'msg', 'data']);
      expect(refusal!.properties.code.enum).toContain(-1104);
      // A body that is not JSON is refused with HTTP 415 (the signature covers JSON bytes only).
      const unsupported = resolve(op.responses['415'].content['application/json'].schema);
      expect(unsupported.properties.code.const).toBe(415);
      // The example is what the server's own validation accepts.
      expect(REQUEST_SCHEMAS[spec.body].safeParse(body.example).success).toBe(true);
    },
  );

  it('gives every operation a distinct id', () => {
    const ids = OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the webhook with its body and signature header', () => {
    const hook = doc.webhooks.orderFinal.post as Json;
    expect(hook.security).toEqual([]);
    expect(hook.parameters[0]).toMatchObject({ in: 'header', name: 'X-Pesa-Signature' });
    const body = resolve(hook.requestBody.content['application/json'].schema);
    expect(body.required).toEqual(['eventId', 'eventType', 'createTime', 'livemode', 'data']);
    expect(body.properties.data).toEqual({ $ref: '#/components/schemas/OpenOrderView' });
  });

  it('keeps request fields optional where the contract has a default', () => {
    expect(schemas.OpenCollectBody.required).not.toContain('narrative');
    expect(schemas.OpenPayoutBody.required).toEqual([
      'merchantOrderNo',
      'payType',
      'currencyId',
      'amount',
      'name',
    ]);
  });

  it('documents the canonical string, the magic numbers and the payout rule', () => {
    expect(CANONICAL_TEMPLATE.split('\n')).toHaveLength(5);
    expect(doc.info.description).toContain(CANONICAL_TEMPLATE);
    for (const digits of Object.keys(SANDBOX_MAGIC_NUMBERS))
      expect(doc.info.description).toContain(digits);
    expect(doc.paths['/b2c/payout'].post.description).toContain('bankAccountNo');
  });

  it('shows a worked signature that the server would compute', () => {
    const v = SIGNATURE_TEST_VECTOR;
    const bodyHash = createHash('sha256').update(v.body).digest('hex');
    expect(bodyHash).toBe(v.bodySha256Hex);
    const canonical = canonicalRequest({ ...v, bodySha256Hex: bodyHash });
    expect(createHmac('sha256', v.secret).update(canonical).digest('hex')).toBe(v.signature);
  });
});
