import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';
import { loginByPhone, relaxedEnv } from './helpers.ts';
import { ledgerReconciles, MONEY_ENV } from './money-helpers.ts';
import {
  FOREIGN_ID_CASES,
  LIST_CASES,
  type ForeignIdCase,
  type Request,
} from './foreign-ids-cases.ts';
import {
  buildWorld,
  snapshotOfA,
  unknownRefs,
  type Actor,
  type Refs,
  type World,
} from './foreign-ids-fixture.ts';

const ACTORS: Actor['name'][] = [
  'B main account',
  "B's member with every permission",
  "A's member without permissions",
];

function expectedFor(row: ForeignIdCase, actor: Actor): number | 'shared' {
  if (actor.name === "A's member without permissions") return row.idleMember;
  return row.outside;
}

/**
 * No user, team member or main account reads or changes another main account's data: every call
 * that takes an id, order number, quote or file path (foreign-ids-cases.ts) is handed main account
 * A's references by others, answers exactly as it does for a reference that names nothing, and
 * everything A sees of its objects stays as it was.
 */
describe.each(engines)('foreign ids on %s', (engine) => {
  let h: Harness;
  let world: World;
  let unknown: Refs;

  const send = async (request: Request, token: string) => {
    h.tick();
    if (request.csv) return download(request, token);
    const reply = await h.call(request.path, request.method ? undefined : (request.body ?? {}), {
      token,
      method: request.method,
    });
    return { code: reply.code, msg: reply.msg, data: reply.data, rows: reply.rows };
  };
  const download = async (request: Request, token: string) => {
    const response = await h.app.server.inject({
      method: 'POST',
      url: `/api${request.path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: request.body as object,
    });
    // Errors still come back as the JSON envelope.
    const csv = String(response.headers['content-type']).startsWith('text/csv');
    const code = csv ? 200 : (response.json() as { code: number }).code;
    return { code, msg: '', data: response.body, rows: undefined };
  };
  const actor = (name: Actor['name']) => world.actors.find((a) => a.name === name)!;

  beforeAll(async () => {
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV, SESSION_IDLE_MINUTES: '600' });
    world = await buildWorld(h);
    unknown = unknownRefs(world.a.refs.mainUserId);
  });
  afterAll(async () => {
    await h?.close();
  });

  /** What a list shows of A's: the markers in it and whether a row carries A's id of its kind. */
  const shownOfA = async (row: (typeof LIST_CASES)[number], token: string) => {
    const reply = await send(row.request(world.a.refs), token);
    const text = JSON.stringify(reply);
    const rows = (reply.rows ?? [reply.data]) as Array<{ id?: number }>;
    const id = row.foreignId && world.a.refs[row.foreignId];
    return {
      call: row.call,
      code: reply.code,
      markers: world.markers.filter((marker) => text.includes(marker)),
      idOfA: rows.some((r) => id !== undefined && r.id === id),
    };
  };

  // The control: the references are A's real objects, so a refusal below is not a typo.
  it('A itself reads every object the cases name, and its lists show them', async () => {
    const mine = await snapshotOfA(h, world);
    const codes = Object.entries(mine).flatMap(([key, value]) =>
      typeof value === 'object' && 'code' in value ? [[key, value.code]] : [],
    );
    expect(codes.filter(([, code]) => code !== 200)).toEqual([]);
    expect(mine.fileReadable).toBe(200);
    expect(mine.avatar).toBe(world.a.refs.file);
    for (const row of LIST_CASES) {
      const shown = await shownOfA(row, world.a.token);
      expect({ ...shown, any: shown.markers.length > 0 || shown.idOfA }).toMatchObject({
        call: row.call,
        code: 200,
        any: true,
      });
    }
  });

  it.each(ACTORS)(
    '%s: every id-taking call answers as for an unknown id and changes nothing of A',
    async (name) => {
      const who = actor(name);
      const before = await snapshotOfA(h, world);
      const seen = [];
      const wanted = [];
      for (const row of FOREIGN_ID_CASES) {
        const code = expectedFor(row, who);
        if (code === 'shared') continue;
        const foreign = await send(row.request(world.a.refs, who.own), who.token);
        const none = await send(row.request(unknown, who.own), who.token);
        seen.push({
          call: row.call,
          code: foreign.code,
          likeUnknown: isDeepStrictEqual(foreign, none),
        });
        wanted.push({ call: row.call, code, likeUnknown: true });
      }
      expect(seen).toEqual(wanted);
      expect(await snapshotOfA(h, world)).toEqual(before);
    },
  );

  it.each(ACTORS.slice(0, 2))("%s: no list or filter shows A's objects", async (name) => {
    const who = actor(name);
    const seen = [];
    for (const row of LIST_CASES) seen.push(await shownOfA(row, who.token));
    expect(seen).toEqual(
      LIST_CASES.map((row) => ({ call: row.call, code: 200, markers: [], idOfA: false })),
    );
  });

  it("A's member still signs in with its password, and the ledger reconciles", async () => {
    const { national, password } = world.a.member;
    expect((await loginByPhone(h, national, password)).code).toBe(200);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  // Order numbers are the client's idempotency keys per account: A's must not be refused as a repeat.
  it("an order number of A's is free for B and names B's own new order", async () => {
    const b = actor('B main account');
    const before = await snapshotOfA(h, world);
    const body = { sn: world.a.refs.sn, scope: 0, payType: 502, currencyId: 404, amount: '321' };
    const created = await send({ path: '/recharge/create', body }, b.token);
    expect(created.code).toBe(200);
    const mine = await send({ path: `/order/detail/${world.a.refs.sn}` }, b.token);
    expect(mine.data).toMatchObject({ sn: world.a.refs.sn, amount: '321.00' });
    expect(await snapshotOfA(h, world)).toEqual(before);
  });
});
