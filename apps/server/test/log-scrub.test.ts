import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { registerByPhone, startHarness, type Harness } from './harness.ts';
import { MONEY_ENV, newSn, setFundPassword, topUp } from './money-helpers.ts';

const PASSWORD = 'Scrub-Pass-2026';
const FUND_PASSWORD = '271828';
const BANK_ACCOUNT = '4455667788990';

/**
 * Issue 34, "Observe": the log of a customer's whole path (register, transaction password,
 * top-up, a recipient with a full bank account, a send, a wrong password) at the most verbose
 * level holds no password, PIN, verification code, session token or full account number; every
 * line written while a request is handled names that request, and a money call's lines name its
 * order number. Once, on SQLite: what is logged does not depend on the engine.
 */
describe('the log keeps no secret and names each request and order', () => {
  const lines: Array<Record<string, unknown>> = [];
  let raw = '';
  let h: Harness;
  afterAll(async () => {
    await h?.close();
  });

  it('scrubs secrets and carries request ids and order numbers', async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString();
    });
    h = await startHarness('sqlite', { ...MONEY_ENV, LOG_LEVEL: 'trace' }, stream);
    const account = await registerByPhone(h, { password: PASSWORD, userType: 1 });
    const codes = [await h.lastCode(account.phone)];
    await setFundPassword(h, account.token, account.phone, account.national, FUND_PASSWORD);
    codes.push(await h.lastCode(account.phone));
    await topUp(h, account.token, '3000');
    h.tick();
    const bank = await h.call<{ id: number }>(
      '/payee/add',
      {
        countryId: 254,
        payType: 100,
        currencyId: 404,
        name: 'Baraka Traders Ltd',
        type: 1,
        bankName: 'KCB Bank',
        bankUser: 'Baraka Traders Ltd',
        bankNo: BANK_ACCOUNT,
      },
      { token: account.token },
    );
    expect(bank.code, JSON.stringify(bank)).toBe(200);
    const sn = newSn('LOG');
    h.tick();
    const sent = await h.call(
      '/order/create',
      {
        sn,
        scope: 0,
        payeeId: bank.data.id,
        payType: 100,
        currencyId: 404,
        amount: '1000',
        fundPassword: FUND_PASSWORD,
      },
      { token: account.token },
    );
    expect(sent.code, JSON.stringify(sent)).toBe(200);
    h.tick();
    await h.call('/user/login', {
      countryId: 254,
      phone: account.national,
      password: 'Wrong-Pass-1',
    });
    await h.app.money.worker.runDue();
    await new Promise((resolve) => setImmediate(resolve));

    for (const line of raw.trim().split('\n'))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeGreaterThan(20);
    const secrets = [
      PASSWORD,
      FUND_PASSWORD,
      account.token,
      ...codes,
      'Wrong-Pass-1',
      BANK_ACCOUNT,
    ];
    for (const secret of secrets) expect(raw, `the log holds ${secret}`).not.toContain(secret);

    const requestLines = lines.filter((line) => 'req' in line || 'res' in line);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) expect(line.reqId).toBeTruthy();
    const sendRequest = lines.find(
      (line) => (line.req as { url?: string } | undefined)?.url === '/api/order/create',
    );
    const sendLines = lines.filter((line) => line.reqId === sendRequest?.reqId);
    // The call's own lines after its body was read (its completion at least) name the order.
    expect(sendLines.some((line) => line.orderSn === sn)).toBe(true);
  });
});
