import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';

interface OutboxItem {
  to: string;
  channel: string;
  text: string;
}

const message = {
  name: 'Wanjiru Kamau',
  email: 'Wanjiru@Example.com',
  phone: '+254 712 345 678',
  topic: 'payment',
  message: 'How long does a Pesalink payment take?',
};

describe.each(engines)('the contact form on %s', (engine) => {
  let h: Harness;
  const inbox = 'help@pesabridge.example';
  const outbox = async () =>
    (
      await h.call<OutboxItem[]>(`/dev/outbox?to=${encodeURIComponent(inbox)}`, undefined, {
        method: 'GET',
      })
    ).data;

  beforeAll(async () => {
    h = await startHarness(engine, { SUPPORT_EMAIL: inbox, CONTACT_MAX_PER_HOUR: '3' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('sends the message to the support inbox by email, in the visitor’s language', async () => {
    const reply = await h.call('/common/contact', message);
    expect(reply).toMatchObject({ code: 200, data: null });
    const mail = (await outbox())[0]!;
    expect(mail).toMatchObject({ to: inbox, channel: 'email' });
    expect(mail.text).toContain('Name: Wanjiru Kamau');
    expect(mail.text).toContain('Email: wanjiru@example.com');
    expect(mail.text).toContain('Topic: A payment or top-up');
    expect(mail.text).toContain('How long does a Pesalink payment take?');

    h.tick();
    const zh = await h.call('/common/contact', { ...message, phone: undefined }, { lang: 'zh_CN' });
    expect(zh.code).toBe(200);
    const latest = (await outbox())[0]!;
    expect(latest.text).toContain('主题: 付款或充值');
    expect(latest.text).toContain('电话: （未填写）');
  });

  it('answers bad input with -1008 naming the fields, in both languages, and sends nothing', async () => {
    const before = (await outbox()).length;
    const bad = { ...message, email: 'not-an-address', message: '  ', topic: 'refund' };
    // Its own address: every call counts towards the hourly allowance, bad ones included.
    const post = async (lang: string) => {
      h.tick();
      const reply = await h.app.server.inject({
        method: 'POST',
        url: '/api/common/contact',
        remoteAddress: '10.0.0.5',
        headers: { 'content-language': lang },
        payload: bad,
      });
      return reply.json() as { code: number; data: Array<{ field: string; message: string }> };
    };
    const en = await post('en_US');
    expect(en.code).toBe(-1008);
    expect(en.data.map((f) => f.field).sort()).toEqual(['email', 'message', 'topic']);
    expect(en.data.find((f) => f.field === 'email')?.message).toBe('Enter a valid email address');
    const zh = await post('zh_CN');
    expect(zh.code).toBe(-1008);
    expect(zh.data.find((f) => f.field === 'email')?.message).toBe('请输入有效的邮箱地址');
    expect((await outbox()).length).toBe(before);
  });

  it('limits each address to CONTACT_MAX_PER_HOUR messages, whatever their content', async () => {
    const from = (remoteAddress: string) =>
      h.app.server.inject({
        method: 'POST',
        url: '/api/common/contact',
        remoteAddress,
        payload: message,
      });
    const codes = [];
    for (let i = 0; i < 4; i++) {
      h.tick();
      codes.push((await from('10.0.0.7')).json().code);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    h.tick();
    expect((await from('10.0.0.8')).json().code).toBe(200);
    h.tick(3_600_000);
    expect((await from('10.0.0.7')).json().code).toBe(200);
  });
});
