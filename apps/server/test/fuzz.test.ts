import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARAJA_SECRET, startDarajaHarness } from './daraja-helpers.ts';
import { documentedReplies } from './documented-replies.ts';
import { engines, type Harness } from './harness.ts';
import { startFuzzWorld, unexplainedMoney, type FuzzWorld } from './fuzz-fixture.ts';
import { operationsOf, requestsFor, type Operation } from './fuzz-operations.ts';

/**
 * Every call of /api/openapi.json, fed a few hundred generated requests: well-shaped, at the
 * edges and hostile (see fuzz-arbitraries.ts), without a session, with a funded customer's and,
 * for operator calls, with an operator's. No reply may be a 5xx or code 500 or leave the
 * envelope, every HTTP 200 JSON reply must match the reply the document gives the call, and
 * afterwards no money may have moved but by an order of its own account.
 * FUZZ_SEED explores other inputs; a failure prints its seed and path to replay it.
 */
const BASE_SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** FUZZ_SCALE multiplies the runs for a longer hunt; the suite's budget is about a minute. */
const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
const RUNS = { customer: 200 * SCALE, operator: 200 * SCALE, anonymous: 100 * SCALE };
const TIMEOUT = 300_000 * SCALE;
type Pass = keyof typeof RUNS;

/** Replies that are a file, not an envelope, when they succeed. */
const FILE_REPLIES = new Set([
  '/account/statement',
  '/account/transactions/export',
  '/batch/export/{batchId}',
  '/batch/template',
  '/files/signed',
  '/fx/history/export',
  '/ops/audit/export',
  '/order/export',
  '/order/receipt/{sn}',
  '/user/log/export',
]);

/** A fixed seed per call and pass, so each reproduces alone (FNV-1a of the label). */
function seedOf(label: string): number {
  let hash = 2166136261 ^ BASE_SEED;
  for (const char of label) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function envelopeProblem(op: Operation, response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json'))
    return FILE_REPLIES.has(op.path) && response.statusCode === 200 ? null : `a ${type} reply`;
  let body: { code?: unknown; msg?: unknown; ResultCode?: unknown; ResultDesc?: unknown };
  try {
    body = response.json();
  } catch {
    return 'a body that is not JSON';
  }
  // Daraja is answered in its own protocol, {ResultCode, ResultDesc}, once past the secret
  // (C2B validation's codes are text: C2B00012).
  const darajaReply =
    op.path.startsWith('/channels/daraja/') &&
    ['number', 'string'].includes(typeof body?.ResultCode) &&
    typeof body.ResultDesc === 'string';
  if (darajaReply) return null;
  if (typeof body?.code !== 'number' || typeof body.msg !== 'string') return 'no {code, msg}';
  return body.code === 500 ? 'code 500' : null;
}

/** Without a session: no token, or one that is not (expired, forged, another scheme). */
const strangerAuthorization = fc.option(
  fc.oneof(
    fc.constantFrom('Bearer ', 'Bearer null', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(4_000)}`),
    fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((s) => `Bearer ${s}`),
  ),
  { nil: undefined },
);

/** What the fuzzer needs of a running app, and what its document says the calls answer. */
type Target = Pick<FuzzWorld, 'h' | 'dict' | 'signCallback'> & {
  replies: ReturnType<typeof documentedReplies>;
};

/** A reply that the API document does not describe (a refusal is described too). */
function undocumented(world: Target, op: Operation, response: LightMyRequestResponse) {
  const type = String(response.headers['content-type'] ?? '');
  if (response.statusCode !== 200 || !type.startsWith('application/json')) return null;
  const problem = world.replies.problem(op.method, op.path, response.json());
  return problem && `a reply the document does not describe (${problem})`;
}

/** Runs one call's property; returns what went wrong, with the seed and path to replay it. */
async function fuzzCall(world: Target, op: Operation, pass: Pass, token?: string) {
  const label = `${pass} ${op.method} ${op.path}`;
  const signed = op.kind === 'callback' ? fc.boolean() : fc.constant(false);
  const authorization = token ? fc.constant(`Bearer ${token}`) : strangerAuthorization;
  try {
    await fc.assert(
      fc.asyncProperty(
        requestsFor(op, world.dict),
        signed,
        authorization,
        async (request, sign, auth) => {
          world.h.tick(301);
          const headers = { ...request.headers };
          if (auth !== undefined) headers.authorization = auth;
          if (sign)
            Object.assign(headers, world.signCallback(op.path, String(request.payload ?? '')));
          const response = await world.h.app.server.inject({
            method: op.method,
            url: request.url,
            headers,
            ...(request.payload !== undefined && { payload: request.payload }),
          });
          const problem = envelopeProblem(op, response) ?? undocumented(world, op, response);
          if (problem) throw new Error(`${problem}: ${response.body.slice(0, 300)}`);
        },
      ),
      { seed: seedOf(label), numRuns: RUNS[pass], includeErrorInReport: true },
    );
    return null;
  } catch (error) {
    return `${label}\n${(error as Error).message}`;
  }
}

/** Fuzzes each call in turn and fails once with every call's problem, so one run shows all. */
async function fuzzCalls(target: Target, pass: Pass, ops: Operation[], token?: string) {
  const failures: string[] = [];
  for (const op of ops) {
    const failure = await fuzzCall(target, op, pass, token);
    if (failure) failures.push(failure);
  }
  expect(failures.join('\n\n')).toBe('');
}

/** The API document's calls, and a check of replies against it. */
async function documentOf(h: Harness) {
  const doc = (await h.app.server.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  return { operations: operationsOf(doc), replies: documentedReplies(doc) };
}

describe.each(engines)('fuzzing every call on %s', (engine) => {
  let world: FuzzWorld & Target;
  let operations: Operation[];
  beforeAll(async () => {
    const started = await startFuzzWorld(engine);
    const document = await documentOf(started.h);
    world = Object.assign(started, { replies: document.replies });
    operations = document.operations;
  });
  afterAll(async () => {
    await world.h.close();
  });

  const run = (pass: Pass, ops: Operation[], token?: string) => fuzzCalls(world, pass, ops, token);

  it('covers every call of the API document', () => {
    expect(operations.length).toBeGreaterThan(90);
    const paths = operations.map((op) => op.path);
    for (const path of ['/user/login', '/common/upload', '/channels/va/deposit', '/ops/notice/add'])
      expect(paths).toContain(path);
    expect(paths).not.toContain('/dev/outbox');
  });

  it(
    'answers a funded customer in the envelope, never with a 500',
    { timeout: TIMEOUT },
    async () => {
      // Before the operator's pass: an operator may suspend this customer, which ends their
      // sessions. Signing out ends the session the rest of the pass needs, so it goes last.
      const last = (op: Operation) => (op.path === '/user/logout' ? 1 : 0);
      const ordered = [...operations].sort((a, b) => last(a) - last(b));
      await run('customer', ordered.slice(0, -1), world.customerToken);
      // Still signed in: the pass really ran as the customer.
      world.h.tick(301);
      expect((await world.h.call('/user/info', {}, { token: world.customerToken })).code).toBe(200);
      await run('customer', ordered.slice(-1), world.customerToken);
    },
  );

  it('answers an operator in the envelope, never with a 500', { timeout: TIMEOUT }, async () => {
    // Signing out ends the session the rest of the pass needs, so it goes last.
    const operatorCalls = operations.filter(
      (op) => op.path.startsWith('/ops/') && op.path !== '/ops/logout',
    );
    expect(operatorCalls.length).toBeGreaterThan(20);
    const operatorToken = await world.signInOperator();
    await run('operator', operatorCalls, operatorToken);
    world.h.tick(301);
    const still = await world.h.call('/ops/review/list', {}, { token: operatorToken });
    expect(still.code).toBe(200);
    await run(
      'operator',
      operations.filter((op) => op.path === '/ops/logout'),
      operatorToken,
    );
  });

  it(
    'answers a caller without a session in the envelope, never with a 500',
    { timeout: TIMEOUT },
    async () => {
      await run('anonymous', operations);
    },
  );

  it('moved no money but by an order or conversion of its own account', async () => {
    expect(await unexplainedMoney(world.h, world.ledgerMark)).toEqual([]);
  });
});

/** M-Pesa Daraja's callbacks exist only with MPESA_MODE=daraja: their own app, on a fake Daraja. */
describe.each(engines)('fuzzing the M-Pesa Daraja callbacks on %s', (engine) => {
  let daraja: Awaited<ReturnType<typeof startDarajaHarness>>;
  let target: Target;
  let operations: Operation[];
  beforeAll(async () => {
    daraja = await startDarajaHarness(engine, { PASSWORD_HASH_COST: '10' });
    const document = await documentOf(daraja.h);
    target = {
      h: daraja.h,
      dict: { ints: [0, 1], strings: [DARAJA_SECRET], named: { secret: [DARAJA_SECRET] } },
      signCallback: () => ({}),
      replies: document.replies,
    };
    operations = document.operations.filter((op) => op.path.startsWith('/channels/daraja/'));
  });
  afterAll(async () => {
    await daraja.h.close();
    await daraja.fake.stop();
  });

  it('answers garbage without a 500, and moves no money', { timeout: TIMEOUT }, async () => {
    expect(operations.length).toBeGreaterThan(5);
    await fuzzCalls(target, 'anonymous', operations);
    expect(await unexplainedMoney(daraja.h, 0)).toEqual([]);
  });
});
