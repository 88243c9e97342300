import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken } from './identity-helpers.ts';

type Va = { id: number; status: string; userId: number; agreeTime: string; countryId: number };
type Exchange = { id: number; userId: number; exchangeStatus: number; paymentStatus: number };
const OPS = { OPERATOR_USERNAME: 'ops.lists', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

const exchangeAccount = {
  accountName: 'Savanna Traders Ltd',
  type: 1,
  accountNumber: '1234567890123',
  bankName: '中国工商银行',
};

describe.each(engines)(
  'operator lists of VA applications and exchange accounts on %s',
  (engine) => {
    let h: Harness;
    let op: string;
    let a: string;
    let b: string;

    const call = <T = unknown>(path: string, body: unknown, token: string) => {
      h.tick();
      return h.call<T>(path, body, { token });
    };
    const opsList = async <T>(path: string, body: object) => {
      const reply = await call<null>(path, { pageNum: 1, pageSize: 50, ...body }, op);
      expect(reply.code).toBe(200);
      return { rows: reply.rows as T[], total: reply.total };
    };
    const userIdOf = async (token: string) =>
      (await call<{ userId: number }>('/user/info', {}, token)).data.userId;

    beforeAll(async () => {
      h = await startHarness(engine, { ...relaxedEnv, ...OPS });
      op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
      a = (await registerByPhone(h)).token;
      b = (await registerByPhone(h)).token;
    });
    afterAll(async () => {
      await h.close();
    });

    it('lists every account’s VA applications, oldest first, paged and by status', async () => {
      const apply = async (token: string, countryId: number, currencyId: number) =>
        (await call<{ id: number }>('/va/apply', { countryId, currencyId, agree: true }, token))
          .data.id;
      const first = await apply(a, 254, 404);
      const second = await apply(b, 255, 834);
      const third = await apply(a, 255, 834);
      expect((await call('/ops/va/confirm', { id: second }, op)).code).toBe(200);

      const all = await opsList<Va>('/ops/va/list', {});
      expect(all.total).toBe(3);
      expect(all.rows.map((r) => r.id)).toEqual([first, second, third]);
      expect(all.rows[0]).toMatchObject({ userId: await userIdOf(a), status: 'Submitted' });
      expect(all.rows[1]).toMatchObject({ userId: await userIdOf(b), status: 'Confirmed' });
      expect(all.rows[0]!.agreeTime).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      const submitted = await opsList<Va>('/ops/va/list', { status: 'Submitted' });
      expect(submitted.rows.map((r) => r.id)).toEqual([first, third]);
      const page2 = await opsList<Va>('/ops/va/list', { pageNum: 2, pageSize: 2 });
      expect(page2).toMatchObject({ total: 3, rows: [{ id: third }] });
      expect((await call('/ops/va/list', { status: 'Opened' }, op)).code).toBe(-1008);
    });

    it('lists every account’s exchange accounts, oldest first, by either status', async () => {
      const add = async (token: string) =>
        (await call<{ id: number }>('/user/exchangeAccount/add', exchangeAccount, token)).data.id;
      const first = await add(a);
      const second = await add(b);
      const third = await add(b);
      await call('/ops/exchangeAccount/status', { id: second, exchangeStatus: 1 }, op);
      await call('/ops/exchangeAccount/status', { id: third, paymentStatus: 2 }, op);

      const all = await opsList<Exchange>('/ops/exchangeAccount/list', {});
      expect(all.rows.map((r) => r.id)).toEqual([first, second, third]);
      expect(all.rows[1]).toMatchObject({ userId: await userIdOf(b), exchangeStatus: 1 });
      const pending = await opsList<Exchange>('/ops/exchangeAccount/list', { exchangeStatus: 0 });
      expect(pending.rows.map((r) => r.id)).toEqual([first, third]);
      const rejected = await opsList<Exchange>('/ops/exchangeAccount/list', { paymentStatus: 2 });
      expect(rejected).toMatchObject({ total: 1, rows: [{ id: third }] });
      // A form's empty filter means "any", never status 0.
      const blank = await opsList<Exchange>('/ops/exchangeAccount/list', { exchangeStatus: '' });
      expect(blank.total).toBe(3);
      expect((await call('/ops/exchangeAccount/list', { paymentStatus: 3 }, op)).code).toBe(-1008);
    });

    it('answers only operators', async () => {
      for (const path of ['/ops/va/list', '/ops/exchangeAccount/list']) {
        expect((await call(path, {}, a)).code).toBe(-1001);
        h.tick();
        expect((await h.call(path, {})).code).toBe(-1001);
      }
    });
  },
);
