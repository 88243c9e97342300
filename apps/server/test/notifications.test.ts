import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  addMpesaPayee,
  assets,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

type Item = {
  id: number;
  type: string;
  title: string;
  body: string;
  sn: string | null;
  read: boolean;
};
type Page = { list: Item[]; total: number; unread: number };

describe.each(engines)('notifications on %s', (engine) => {
  let h: Harness;
  let user: { token: string; phone: string; national: string; password: string };
  let payeeId: number;
  const fundPassword = '135790';
  const recipientPhone = '0722000111';

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, SESSION_IDLE_MINUTES: '120' });
    user = await registerByPhone(h);
    await setFundPassword(h, user.token, user.phone, user.national, fundPassword);
    payeeId = await addMpesaPayee(h, user.token, recipientPhone);
    await h.call('/user/info/save', { nickName: 'Amina Traders' }, { token: user.token });
    await topUp(h, user.token, '5000');
  });
  afterAll(async () => {
    await h.close();
  });

  const list = async (lang: 'en_US' | 'zh_CN' = 'en_US') => {
    h.tick();
    const reply = await h.call<Page>('/notify/list', { pageSize: 50 }, { token: user.token, lang });
    expect(reply.code).toBe(200);
    return reply.data;
  };
  const outbox = async (to: string) =>
    (await h.app.services.messaging.outbox(100, to)).map((m) => m.text);
  const send = async (amount: string, extra: Record<string, unknown> = {}) => {
    h.tick();
    const reply = await h.call<{ sn: string; status: number }>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount,
        fundPassword,
        ...extra,
      },
      { token: user.token },
    );
    expect(reply.code).toBe(200);
    return reply.data.sn;
  };
  const orderId = async (sn: string) =>
    Number(
      (
        await h.app.db.kysely
          .selectFrom('orders')
          .select('id')
          .where('sn', '=', sn)
          .executeTakeFirstOrThrow()
      ).id,
    );
  const messagesOf = async (type: string, sn?: string) => {
    const page = await list();
    const rows = page.list.filter((n) => n.type === type && (sn === undefined || n.sn === sn));
    return rows;
  };

  it('tells of a credited top-up once, in the app and by one SMS', async () => {
    const rows = await messagesOf('topup.credited');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatch(/^KES 5,000\.00 was credited to your wallet \(R/);
    await h.app.money.worker.runDue();
    const texts = (await outbox(user.phone)).filter((t) => t.includes('was credited'));
    expect(texts).toEqual([`PesaBridge: ${rows[0]!.body}`]);
    // The person's open browsers hear of it through the live stream, and only theirs.
    const live = await h.app.db.kysely
      .selectFrom('live_events')
      .select(['user_id', 'data'])
      .where('type', '=', 'notification')
      .execute();
    // Setting the transaction password in beforeAll told of itself too (security.fundPassword).
    const told = live.filter((e) => (JSON.parse(e.data) as { id: number }).id === rows[0]!.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.user_id).not.toBeNull();
  });

  it('tells of a paid send once, and texts the recipient without any balance', async () => {
    const sn = await send('1500', { notifyRecipient: true });
    await h.app.money.worker.runDue();
    const rows = await messagesOf('send.paid', sn);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBe(`Your payment ${sn} of KES 1,500.00 was paid.`);
    expect((await outbox(user.phone)).filter((t) => t.includes(sn))).toEqual([
      `PesaBridge: Your payment ${sn} of KES 1,500.00 was paid.`,
    ]);
    const recipient = await outbox('+254722000111');
    const text = `PesaBridge: Amina Traders sent you KES 1,500.00. Ref ${sn}.`;
    expect(recipient.filter((t) => t.includes(sn))).toEqual([text]);
    expect(text).not.toMatch(/balance/i);
    expect((await assets(h, user.token))?.domestic).toBe('3485.00');
  });

  it('tells of a failed send with the money back, and a job run twice sends one SMS', async () => {
    const sn = await send('100');
    h.app.money.simulator.forceOutcome(`PB${await orderId(sn)}`, 'failure');
    await h.app.money.worker.runDue();
    const rows = await messagesOf('send.failed', sn);
    expect(rows).toHaveLength(1);
    // The same event again (another instance, a retried job) and its message job twice at once.
    const notifications = h.app.services.notifications;
    const event = {
      key: `order:${await orderId(sn)}:2`,
      userId: (await h.app.db.kysely
        .selectFrom('orders')
        .select('user_id')
        .where('sn', '=', sn)
        .executeTakeFirstOrThrow())!.user_id,
      type: 'send.failed' as const,
      params: {},
    };
    await Promise.all([
      notifications.notify(h.app.db.kysely, event),
      notifications.notify(h.app.db.kysely, event),
    ]);
    await Promise.all([notifications.deliver(rows[0]!.id), notifications.deliver(rows[0]!.id)]);
    await h.app.money.worker.runDue();
    expect(await messagesOf('send.failed', sn)).toHaveLength(1);
    expect((await outbox(user.phone)).filter((t) => t.includes(sn))).toHaveLength(1);
  });

  it.runIf(engine === 'postgres')(
    'tells once when a second instance writes and sends the same event at the same time',
    async () => {
      const sn = await send('60');
      const id = await orderId(sn);
      const userId = (await h.app.db.kysely
        .selectFrom('orders')
        .select('user_id')
        .where('sn', '=', sn)
        .executeTakeFirstOrThrow())!.user_id;
      const other = await buildApp({
        config: h.config,
        clock: h.clock,
        db: openDatabase({ databaseUrl: h.config.DATABASE_URL, dataDir: h.config.DATA_DIR }),
        logger: false,
      });
      try {
        // Both instances run the payout job's end and the message jobs at once.
        await Promise.all([h.app.money.worker.runDue(), other.money.worker.runDue()]);
        const event = { key: `order:${id}:1`, userId, type: 'send.paid' as const, params: {} };
        await Promise.all([
          h.app.services.notifications.notify(h.app.db.kysely, event),
          other.services.notifications.notify(other.db.kysely, event),
        ]);
        await Promise.all([h.app.money.worker.runDue(), other.money.worker.runDue()]);
        const [row] = await messagesOf('send.paid', sn);
        await Promise.all([
          h.app.services.notifications.deliver(row!.id),
          other.services.notifications.deliver(row!.id),
        ]);
      } finally {
        await other.server.close();
      }
      expect(await messagesOf('send.paid', sn)).toHaveLength(1);
      expect((await outbox(user.phone)).filter((t) => t.includes(sn))).toHaveLength(1);
    },
  );

  it('tells of a conversion', async () => {
    h.tick();
    const q = await h.call<{ quoteId: string; toAmount: string }>(
      '/fx/quote',
      { fromCurrencyId: 404, toCurrencyId: 840, amount: '100', scope: 0 },
      { token: user.token },
    );
    h.tick();
    expect(
      (await h.call('/fx/convert', { quoteId: q.data.quoteId }, { token: user.token })).code,
    ).toBe(200);
    const rows = await messagesOf('fx.done');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toBe(`You converted KES 100.00 to USD ${q.data.toAmount}.`);
  });

  it('delays messages through an outage and moves the money regardless', async () => {
    const messaging = h.app.services.messaging;
    const real = messaging.send.bind(messaging);
    messaging.send = () => Promise.reject(new Error('SMS gateway down'));
    try {
      const sn = await send('200');
      await h.app.money.worker.runDue();
      h.tick();
      const detail = await h.call<{ status: number }>(
        `/order/detail/${sn}`,
        {},
        { token: user.token },
      );
      expect(detail.data.status).toBe(1);
      expect(await messagesOf('send.paid', sn)).toHaveLength(1);
      expect((await outbox(user.phone)).filter((t) => t.includes(sn))).toHaveLength(0);
      messaging.send = real;
      h.clock.advance(30_000);
      await h.app.money.worker.runDue();
      expect((await outbox(user.phone)).filter((t) => t.includes(sn))).toHaveLength(1);
    } finally {
      messaging.send = real;
    }
  });

  it('honours the choice to turn money SMS off, and refuses muting security in both languages', async () => {
    h.tick();
    const settings = (kind: string, on: boolean) => ({ settings: [{ kind, sms: on, email: on }] });
    const save = await h.call<Array<{ kind: string; sms: boolean; locked: boolean }>>(
      '/notify/settings/save',
      settings('money', false),
      { token: user.token },
    );
    expect(save.code).toBe(200);
    expect(save.data.find((s) => s.kind === 'money')).toMatchObject({ sms: false, locked: false });
    expect(save.data.find((s) => s.kind === 'security')).toMatchObject({ sms: true, locked: true });
    const sn = await send('50');
    await h.app.money.worker.runDue();
    expect(await messagesOf('send.paid', sn)).toHaveLength(1);
    expect((await outbox(user.phone)).filter((t) => t.includes(sn))).toHaveLength(0);

    for (const [lang, message] of [
      ['en_US', 'Security messages cannot be turned off'],
      ['zh_CN', '安全提醒无法关闭'],
    ] as const) {
      h.tick();
      const refused = await h.call<Array<{ field: string; message: string }>>(
        '/notify/settings/save',
        settings('security', false),
        { token: user.token, lang },
      );
      expect(refused.code).toBe(-1008);
      expect(refused.data).toEqual([{ field: 'settings.0', message }]);
    }
  });

  it('tells of a password change in Chinese even with every other message off', async () => {
    await h.app.db.kysely
      .updateTable('users')
      .set({ language: 'zh_CN' })
      .where('phone', '=', user.phone)
      .execute();
    h.tick();
    const changed = await h.call(
      '/user/resetPwd',
      { oldPassword: user.password, newPassword: 'Changed2026' },
      { token: user.token },
    );
    expect(changed.code).toBe(200);
    await h.app.money.worker.runDue();
    const page = await list('zh_CN');
    const rows = page.list.filter((n) => n.type === 'security.password');
    expect(rows.map((r) => r.title)).toEqual(['登录密码已修改']);
    expect((await outbox(user.phone)).filter((t) => t.includes('登录密码已修改'))).toEqual([
      '【PesaBridge】您账号的登录密码已修改。如非本人操作，请立即通过“忘记密码”重置并联系我们。',
    ]);
  });

  it('lists newest first with the unread count, and marks read by id or all', async () => {
    const before = await list();
    expect(before.unread).toBe(before.total);
    expect(before.list.map((n) => n.id)).toEqual(
      [...before.list.map((n) => n.id)].sort((a, b) => b - a),
    );
    h.tick();
    const one = await h.call<{ unread: number }>(
      '/notify/read',
      { ids: [before.list[0]!.id] },
      { token: user.token },
    );
    expect(one.data.unread).toBe(before.total - 1);
    h.tick();
    const all = await h.call<{ unread: number }>(
      '/notify/read',
      { all: true },
      { token: user.token },
    );
    expect(all.data.unread).toBe(0);
    // Another account sees none of them and cannot mark them.
    const other = await registerByPhone(h);
    h.tick();
    expect((await h.call<Page>('/notify/list', {}, { token: other.token })).data.total).toBe(0);
    h.tick();
    expect(
      (await h.call('/notify/read', { ids: [], all: false }, { token: other.token })).code,
    ).toBe(-1008);
  });
});
