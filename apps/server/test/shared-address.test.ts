import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startHarness, type Harness } from './harness.ts';

/** One carrier (NAT) address that many of our mobile customers share. */
const CARRIER_ADDRESS = '102.68.1.20';

const message = {
  name: 'Neema Mushi',
  email: 'neema@example.com',
  topic: 'payment',
  message: 'Can I send to a Tigo Pesa number from Nairobi?',
};

describe.each(engines)('visitors behind one carrier address on %s', (engine) => {
  let h: Harness;
  /** A call from the shared address at the clock's current instant (no tick between calls). */
  const fromCarrier = async (path: string, payload: unknown, clientId?: string) => {
    const reply = await h.app.server.inject({
      method: 'POST',
      url: `/api${path}`,
      remoteAddress: CARRIER_ADDRESS,
      headers: { 'content-language': 'en_US', ...(clientId && { 'x-client-id': clientId }) },
      payload: payload as object,
    });
    return (reply.json() as { code: number }).code;
  };

  beforeAll(async () => {
    h = await startHarness(engine, { SUPPORT_EMAIL: 'help@pesabridge.example' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('never refuses a read of public reference data, even at the same instant', async () => {
    for (const path of ['/common/country', '/common/appConfig', '/common/sysNotice']) {
      expect(await fromCarrier(path, {}), path).toBe(200);
      expect(await fromCarrier(path, {}), `${path} again`).toBe(200);
    }
  });

  it("tells two browsers apart by their own id: one's double click is refused, the other's call is not", async () => {
    h.tick();
    const first = 'browser-one-8f3a2c51d0e94b7a';
    const second = 'browser-two-1c9e7d44a2b64f03';
    expect(await fromCarrier('/common/contact', message, first)).toBe(200);
    expect(await fromCarrier('/common/contact', message, second)).toBe(200);
    expect(await fromCarrier('/common/contact', message, first)).toBe(601);
    // A caller with no id (or a malformed one) is still guarded by its address.
    h.tick();
    expect(await fromCarrier('/common/contact', message)).toBe(200);
    expect(await fromCarrier('/common/contact', message, 'x')).toBe(601);
  });
});
