import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { operatorToken } from './operator-helpers.ts';

type Item = { id: number; title: string; content: string; publishTime: string };
type AdminItem = { id: number; type: number; titleEn: string; titleZh: string; status: number };

const pressItem = {
  type: 3,
  titleEn: 'PesaBridge opens transfers to Uganda',
  titleZh: 'PesaBridge 开通乌干达汇款',
  contentEn: 'Customers in Kenya and Tanzania can now send to Uganda.',
  contentZh: '肯尼亚和坦桑尼亚的客户现在可以向乌干达汇款。',
  publishTime: '2026-11-20T09:00:00.000Z',
};

describe.each(engines)('operators manage announcements and press on %s', (engine) => {
  let h: Harness;
  let opToken: string;
  const ops = <T>(path: string, body: unknown) => {
    h.tick();
    return h.call<T>(path, body, { token: opToken });
  };
  const publicList = async (path: string, lang: 'en_US' | 'zh_CN' = 'en_US') => {
    h.tick();
    return (await h.call<Item[]>(path, {}, { lang })).data;
  };

  beforeAll(async () => {
    h = await startHarness(engine, {
      OPERATOR_USERNAME: 'ops.press',
      OPERATOR_PASSWORD: 'Operator-Passw0rd',
    });
    opToken = await operatorToken(h, 'ops.press', 'Operator-Passw0rd');
  });
  afterAll(async () => {
    await h.close();
  });

  it('publishes a press item in both languages on /common/notice/3, with an audit row', async () => {
    const added = await ops<{ id: number }>('/ops/notice/add', pressItem);
    expect(added.code).toBe(200);
    const en = (await publicList('/common/notice/3')).find((i) => i.id === added.data.id);
    expect(en).toMatchObject({ title: pressItem.titleEn, publishTime: pressItem.publishTime });
    const zh = (await publicList('/common/notice/3', 'zh_CN')).find((i) => i.id === added.data.id);
    expect(zh?.title).toBe(pressItem.titleZh);
    // A press item is not an announcement.
    expect((await publicList('/common/sysNotice')).some((i) => i.id === added.data.id)).toBe(false);
    const audit = await h.app.db.kysely
      .selectFrom('operator_audit')
      .selectAll()
      .where('target', '=', `notice:${added.data.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['noticeAdd']);
  });

  it('edits, hides and deletes an announcement; the public list follows', async () => {
    const { data } = await ops<{ id: number }>('/ops/notice/add', {
      ...pressItem,
      type: 1,
      titleEn: 'Maintenance on Sunday',
      titleZh: '周日系统维护',
    });
    const shown = async () => (await publicList('/common/sysNotice')).find((i) => i.id === data.id);
    expect((await shown())?.title).toBe('Maintenance on Sunday');

    const edit = {
      ...pressItem,
      id: data.id,
      type: 1,
      titleEn: 'Maintenance moved to Monday',
      titleZh: '维护改到周一',
    };
    expect((await ops('/ops/notice/edit', edit)).code).toBe(200);
    expect((await shown())?.title).toBe('Maintenance moved to Monday');

    expect((await ops('/ops/notice/edit', { ...edit, status: 1 })).code).toBe(200);
    expect(await shown()).toBeUndefined();
    const listed = await ops('/ops/notice/list', {
      pageNum: 1,
      pageSize: 50,
      type: 1,
    });
    expect((listed.rows as AdminItem[]).find((i) => i.id === data.id)).toMatchObject({
      status: 1,
      titleZh: '维护改到周一',
    });

    expect((await ops(`/ops/notice/delete/${data.id}`, {})).code).toBe(200);
    const after = await ops('/ops/notice/list', { pageNum: 1, pageSize: 50 });
    expect((after.rows as AdminItem[]).some((i) => i.id === data.id)).toBe(false);
    expect((await ops(`/ops/notice/delete/${data.id}`, {})).code).toBe(-1007);
  });

  it('refuses customers and bad input, and changes nothing', async () => {
    const before = (await ops<AdminItem[]>('/ops/notice/list', { pageNum: 1, pageSize: 100 }))
      .total;
    const customer = await registerByPhone(h);
    h.tick();
    expect((await h.call('/ops/notice/add', pressItem, { token: customer.token })).code).toBe(
      -1001,
    );
    const bad = await ops<Array<{ field: string }>>('/ops/notice/add', {
      ...pressItem,
      type: 2,
      titleZh: '',
    });
    expect(bad.code).toBe(-1008);
    expect(bad.data.map((f) => f.field).sort()).toEqual(['titleZh', 'type']);
    expect((await ops('/ops/notice/edit', { ...pressItem, id: 999999 })).code).toBe(-1007);
    const after = (await ops('/ops/notice/list', { pageNum: 1, pageSize: 100 })).total;
    expect(after).toBe(before);
  });
});
