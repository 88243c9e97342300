import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { addRole } from './team-helpers.ts';

interface LogRow {
  id: number;
  eventType: string;
  eventDesc: string;
}

describe.each(engines)('operation-log details by language on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, relaxedEnv);
  });
  afterAll(async () => {
    await h.close();
  });

  const log = async (token: string, lang: 'en_US' | 'zh_CN', eventType?: string) => {
    const reply = await h.call('/user/log', { eventType }, { token, lang });
    h.tick();
    expect(reply.code).toBe(200);
    return reply.rows as LogRow[];
  };

  it('reads the same row in English with en_US and in Chinese with zh_CN', async () => {
    const { token } = await registerByPhone(h);
    await addRole(h, token, ['Info'], 'Cashiers');
    const [en] = await log(token, 'en_US', 'roleAdd');
    const [zh] = await log(token, 'zh_CN', 'roleAdd');
    expect(en).toMatchObject({ eventType: 'roleAdd', eventDesc: 'Role Cashiers added' });
    expect(zh).toMatchObject({
      id: en!.id,
      eventType: 'roleAdd',
      eventDesc: '新增了角色 Cashiers',
    });
    // The reply keeps its fields; only the text follows the language.
    expect(Object.keys(zh!).sort()).toEqual(Object.keys(en!).sort());
    expect(Object.keys(en!).sort()).toEqual([
      'createTime',
      'eventDesc',
      'eventType',
      'id',
      'requestIp',
      'userId',
      'userName',
    ]);
    const registered = await log(token, 'zh_CN', 'register');
    expect(registered.map((r) => r.eventDesc)).toEqual(['通过手机号注册']);
  });

  it('stores the facts, not a sentence, and shows a row from an older version as stored', async () => {
    const { token } = await registerByPhone(h);
    const { userId } = (await h.call<{ userId: number }>('/user/info', {}, { token })).data;
    const stored = await h.app.db.kysely
      .selectFrom('operation_logs')
      .select('event_desc')
      .where('main_user_id', '=', userId)
      .where('event_type', '=', 'register')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.event_desc)).toEqual({ via: 'phone' });
    await h.app.db.kysely
      .insertInto('operation_logs')
      .values({
        user_id: userId,
        main_user_id: userId,
        event_type: 'payeeAdd',
        event_desc: 'recipient 12 added',
        request_ip: '127.0.0.1',
        create_time: h.clock.now().toISOString(),
      })
      .execute();
    for (const lang of ['en_US', 'zh_CN'] as const) {
      const rows = await log(token, lang, 'payeeAdd');
      expect(rows.map((r) => r.eventDesc)).toEqual(['recipient 12 added']);
    }
  });
});
