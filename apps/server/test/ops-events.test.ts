import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken } from './operator-helpers.ts';

const MINUTE = 60_000;
const PASSWORD = 'Operator-Passw0rd';
const ADMIN = 'ops.events.admin';

interface Batch {
  events: Array<{ action: string; target: string; operator: string }>;
  counts: Record<string, number>;
}

/** An open /ops/events stream, read as a console would: each `data:` line is one batch. */
async function openStream(base: string, token: string) {
  const response = await fetch(`${base}/api/ops/events`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    response,
    /** The next batch, or null once the server has ended the stream. */
    async next(): Promise<Batch | null> {
      for (;;) {
        const data = /^data: (.*)$/m.exec(buffer);
        if (data) {
          buffer = buffer.slice(data.index + data[0].length);
          return JSON.parse(data[1]!) as Batch;
        }
        const chunk = await reader.read();
        if (chunk.done) return null;
        buffer += chunk.value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe.each(engines)('operator console live events on %s', (engine) => {
  let h: Harness;
  let base: string;
  let admin: string;
  const call = <T>(path: string, body: unknown, token?: string) => {
    h.tick();
    return h.call<T>(path, body, token ? { token } : {});
  };

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      OPERATOR_USERNAME: ADMIN,
      OPERATOR_PASSWORD: PASSWORD,
      OPS_EVENTS_INTERVAL_MS: '20',
    });
    base = await h.app.server.listen({ port: 0, host: '127.0.0.1' });
    admin = await operatorToken(h, ADMIN, PASSWORD);
  });
  afterAll(async () => {
    await h.close();
  });

  it("tells an open console of another operator's decision at once, with the counts after it", async () => {
    const added = await call(
      '/ops/operator/add',
      {
        username: 'ops.events.finance',
        password: PASSWORD,
        role: 'finance',
      },
      admin,
    );
    expect(added.code).toBe(200);
    const finance = await operatorToken(h, 'ops.events.finance', PASSWORD);
    const stream = await openStream(base, admin);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    expect((await call('/ops/rate/set', { pair: 'USD/KES', rate: '131.25' }, finance)).code).toBe(
      200,
    );
    const batch = await stream.next();
    // The finance operator's sign-in steps are not queue events; the rate change is.
    expect(batch?.events).toEqual([
      expect.objectContaining({
        action: 'rateSet',
        shownAction: 'rateSet',
        target: 'USD/KES',
        // Named for a person as the audit trail names it.
        targetView: { kind: 'pair', label: 'USD/KES' },
        operator: 'ops.events.finance',
      }),
    ]);
    expect(batch?.counts).toEqual(expect.objectContaining({ kyc: expect.any(Number) }));
    await stream.cancel();
  });

  it('never counts as activity: a console left open still times out after 15 idle minutes', async () => {
    const token = await operatorToken(h, ADMIN, PASSWORD);
    const peek = vi.spyOn(h.app.money.operators.sessions, 'peek');
    const stream = await openStream(base, token);
    h.clock.advance(10 * MINUTE);
    // The stream looks at its session after this (without marking it used) and finds it live.
    peek.mockClear();
    await vi.waitFor(() => expect(peek).toHaveBeenCalled(), { timeout: 5_000, interval: 20 });
    h.clock.advance(5 * MINUTE + 1_000);
    // 15 minutes since the last call: the stream ends by itself, and so does the session.
    expect(await stream.next()).toBeNull();
    expect((await h.call('/ops/me', {}, { token })).code).toBe(-1001);
    peek.mockRestore();
  });

  it('ends the stream when the operator signs out, and refuses a signed-out or customer token', async () => {
    const token = await operatorToken(h, ADMIN, PASSWORD);
    const stream = await openStream(base, token);
    expect((await call('/ops/logout', {}, token)).code).toBe(200);
    expect(await stream.next()).toBeNull();

    const again = await fetch(`${base}/api/ops/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await again.json()) as { code: number }).code).toBe(-1001);
    const customer = await registerByPhone(h);
    const refused = await fetch(`${base}/api/ops/events`, {
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(-1001);
  });
});
