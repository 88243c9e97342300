import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOperations } from '@pesa/contract';
import { lintOpenApi } from '../../../scripts/open-api.ts';
import { startDarajaHarness } from './daraja-helpers.ts';
import { documentedReplies } from './documented-replies.ts';
import { engines, registerByPhone, type Harness, type Reply } from './harness.ts';
import { addMpesaPayee, MONEY_ENV } from './money-helpers.ts';
import { operatorToken } from './operator-helpers.ts';

/**
 * /api/openapi.json, the app API's description (docs/api-contract-notes.md, "The API
 * description"): it passes redocly's recommended rules, every call has its operationId, summary,
 * security and reply, and real replies match what it documents. Built on the Daraja-configured
 * app, whose document also lists the M-Pesa callbacks.
 */
const OPS = { OPERATOR_USERNAME: 'ops.doc', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

type Operation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

describe.each(engines)('the app API document on %s', (engine) => {
  let h: Harness;
  let doc: Document;
  let replies: ReturnType<typeof documentedReplies>;
  beforeAll(async () => {
    ({ h } = await startDarajaHarness(engine, { ...MONEY_ENV, ...OPS }));
    doc = (await h.app.server.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    replies = documentedReplies(doc);
  });
  afterAll(async () => {
    await h.close();
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path}`,
        op,
      })),
    );

  /** Checks a reply against the document, and returns it for the test's own assertions. */
  const documented = <T>(method: string, path: string, reply: Reply<T>): Reply<T> => {
    expect(replies.problem(method, path, reply), `${method} ${path}`).toBeNull();
    return reply;
  };

  it("passes redocly's recommended rules with no error or warning", () => {
    const result = lintOpenApi(doc);
    expect(result.problems).toEqual([]);
    expect(result, result.stderr).toMatchObject({ ok: true, errors: 0, warnings: 0 });
  });

  it('gives every call an operationId, a summary, its security and a reply', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(170);
    for (const { key, op } of ops) {
      expect(op.operationId, key).toEqual(expect.any(String));
      expect(op.summary, key).toEqual(expect.any(String));
      expect(op.security, key).toEqual(expect.any(Array));
      expect(op.responses?.['200'], key).toBeDefined();
    }
    // The catalogue names no call the server does not have.
    const listed = new Set(ops.map(({ key }) => key));
    expect(Object.keys(appOperations()).filter((key) => !listed.has(key))).toEqual([]);
  });

  it('says which calls need a token, and which kind', () => {
    const security = (method: string, path: string) => doc.paths[path]![method]!.security;
    expect(security('post', '/user/login')).toEqual([]);
    expect(security('post', '/common/country')).toEqual([]);
    expect(security('post', '/user/info')).toEqual([{ customerSession: [] }]);
    expect(security('post', '/order/create')).toEqual([{ customerSession: [] }]);
    expect(security('post', '/ops/login')).toEqual([]);
    expect(security('post', '/ops/me')).toEqual([{ operatorSession: [] }]);
    expect(security('get', '/ops/events')).toEqual([{ operatorSession: [] }]);
    expect(security('post', '/channels/daraja/{secret}/stk')).toEqual([]);
    expect(security('post', '/open/v1/balance')).toEqual([
      { AccessKey: [], Timestamp: [], Nonce: [], Signature: [] },
    ]);
    expect(doc.paths['/ops/order/approve']!.post!).toMatchObject({
      description: expect.stringContaining('Operator roles: admin, finance.'),
    });
    expect(Object.keys((doc.components as { securitySchemes: object }).securitySchemes)).toEqual(
      expect.arrayContaining(['customerSession', 'operatorSession', 'AccessKey']),
    );
  });

  it('gives a generated client the reply types', async () => {
    const types = astToString(await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]));
    expect(types).toContain('UserInfoReply: {');
    expect(types).toMatch(/"\/user\/info": \{[\s\S]*?operations\["userInfo"\]/);
    expect(types).toMatch(/userInfo: \{[\s\S]*?components\["schemas"\]\["UserInfoReply"\]/);
  });

  it('documents what the calls really answer, success and refusal alike', async () => {
    const { token, phone } = await registerByPhone(h);
    documented('POST', '/common/country', await h.call('/common/country'));
    documented('POST', '/common/appConfig', await h.call('/common/appConfig'));
    h.tick();
    documented('POST', '/user/info', await h.call('/user/info', {}, { token }));
    documented('POST', '/account/assets', await h.call('/account/assets', {}, { token }));
    h.tick();
    const id = await addMpesaPayee(h, token);
    h.tick();
    const detail = documented(
      'POST',
      '/payee/detail/{id}',
      await h.call(`/payee/detail/${id}`, {}, { token }),
    );
    expect(detail.code).toBe(200);
    h.tick();
    const list = await h.call('/payee/list', { pageNum: 1, pageSize: 10 }, { token });
    expect(documented('POST', '/payee/list', list).rows).toHaveLength(1);
    h.tick();
    // Daraja serves M-Pesa Kenya here, so the name check answers UNAVAILABLE before paying.
    const check = await h.call(
      '/payee/check',
      { countryId: 254, payType: 2, phone: '0712349901', name: 'Wanjiku Kamau' },
      { token },
    );
    expect(documented('POST', '/payee/check', check).data).toEqual({ result: 'UNAVAILABLE' });
    h.tick();
    const log = await h.call('/user/log', { pageNum: 1, pageSize: 10 }, { token });
    expect(documented('POST', '/user/log', log).code).toBe(200);
    h.tick();
    // A refusal with field errors is documented too.
    const refused = await h.call('/payee/add', { countryId: 254 }, { token });
    expect(documented('POST', '/payee/add', refused).code).toBe(-1008);

    const operator = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
    h.tick();
    documented('POST', '/ops/me', await h.call('/ops/me', {}, { token: operator }));
    h.tick();
    const customers = await h.call(
      '/ops/customer/search',
      { pageNum: 1, pageSize: 10, keyword: phone },
      { token: operator },
    );
    expect(documented('POST', '/ops/customer/search', customers).rows).toHaveLength(1);
    h.tick();
    const counts = await h.call('/ops/queue/counts', {}, { token: operator });
    expect(documented('POST', '/ops/queue/counts', counts).code).toBe(200);
  });

  it('catches a reply that does not match', () => {
    const problem = replies.problem('POST', '/user/info', {
      code: 200,
      msg: 'Success',
      data: { userId: 'one' },
    });
    expect(problem).toContain('/data');
  });
});
