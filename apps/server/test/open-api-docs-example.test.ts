import { execFile, spawnSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '@pesa/contract';
import { webhookSignature } from '../src/modules/api-service/webhooks/webhook-delivery.ts';
import { engines, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { ledgerReconciles, MONEY_ENV } from './money-helpers.ts';
import { approvedMerchant, type Merchant } from './open-api-helpers.ts';
import { merchantNo } from './open-money-helpers.ts';

/** The guide's plain-JavaScript client (pesabridge.mjs), as this test uses it. */
interface ExampleClientModule {
  PesaBridgeError: new (...args: never[]) => Error & { code: number };
  pesaBridgeClient(options: {
    baseUrl: string;
    keys: { accessKey: string; secret: string };
    lang?: 'en_US' | 'zh_CN';
    now?: () => number;
  }): Record<
    | 'balance'
    | 'collect'
    | 'payout'
    | 'transfer'
    | 'order'
    | 'checkPayee'
    | 'payoutBatch'
    | 'batch',
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the example is untyped JavaScript
    (body?: object) => Promise<any>
  >;
  verifyWebhook(
    secret: string,
    rawBody: string,
    header: string,
    options?: { nowSeconds?: number },
  ): { eventId: string };
}
// Loaded by URL: the example is plain JavaScript with no type declarations of its own.
const exampleUrl = new URL('../../../docs/examples/open-api/pesabridge.mjs', import.meta.url).href;
const { PesaBridgeError, pesaBridgeClient, verifyWebhook } = (await import(
  exampleUrl
)) as ExampleClientModule;
type Client = ReturnType<ExampleClientModule['pesaBridgeClient']>;

/** What the guide's walkthrough and payroll examples do, in the calls the client makes. */
const kesBalances = async (api: Client): Promise<unknown[]> => api.balance({ currencyId: 404 });
const payOut = (api: Client, merchantOrderNo: string, phone: string) =>
  api.payout({
    merchantOrderNo,
    payType: 2,
    currencyId: 404,
    amount: '150.00',
    phone,
    name: 'Jane Wanjiku',
    narrative: 'Refund of order 1042',
  });
async function payoutState(api: Client, merchantOrderNo: string): Promise<string> {
  const order = await api.order({ merchantOrderNo });
  const states = ['pending', 'processing', 'paid', 'rejected (the hold is back in B2C)'];
  return `${order.sn}: ${states[order.payoutStatus ?? 0]}`;
}
const payroll = (
  api: Client,
  merchantBatchNo: string,
  staff: Array<{ merchantOrderNo: string; phone: string; name: string; amount: string }>,
) =>
  api.payoutBatch({
    merchantBatchNo,
    items: staff.map((person) => ({ ...person, payType: 2, currencyId: 404, narrative: 'Salary' })),
  });
async function payrollProgress(api: Client, merchantBatchNo: string): Promise<string> {
  const batch = await api.batch({ merchantBatchNo, pageSize: 100 });
  const { succeeded, failed, rejected } = batch.counts;
  const done = batch.completedTime ? 'complete' : 'in progress';
  return `${batch.batchSn}: ${done}, ${succeeded} paid, ${failed} failed, ${rejected} rejected`;
}

const curlExample = fileURLToPath(
  new URL('../../../docs/examples/open-api/curl.sh', import.meta.url),
);
const missingTools = ['curl', 'openssl'].filter(
  (tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0,
);

/** The merchant's webhook endpoint: keeps each request's headers and raw body, answers 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/pesa-webhook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// The guide's client (docs/examples/open-api/pesabridge.mjs) and curl example, run against the
// real server over HTTP, so that the page cannot show code that does not work; the guide's own
// run in a fresh folder with plain node is merchant-guide-example.test.ts.
describe.each(engines)('API reference examples (%s)', (engine) => {
  let h: Harness;
  let merchant: Merchant;
  let baseUrl: string;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    h = await startHarness(engine, { ...relaxedEnv, ...MONEY_ENV });
    merchant = await approvedMerchant(h, { notifyUrl: receiver.url });
    baseUrl = await h.app.server.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await h.close();
    await receiver.close();
  });

  const client = (keys: Merchant['test'], lang?: 'en_US' | 'zh_CN') =>
    pesaBridgeClient({ baseUrl, keys, lang, now: () => h.clock.now().getTime() });

  it('the reference is served to anyone at /api/open/openapi.json, beside the app API', async () => {
    const reference = await fetch(`${baseUrl}/api/open/openapi.json`);
    expect(reference.status).toBe(200);
    expect(await reference.json()).toEqual(openApiDocument());
    // The reference in Chinese for the docs page's Chinese readers; anything else is English.
    const chinese = await fetch(`${baseUrl}/api/open/openapi.json?lang=zh_CN`);
    expect(await chinese.json()).toEqual(openApiDocument('zh'));
    const other = await fetch(`${baseUrl}/api/open/openapi.json?lang=fr`);
    expect(await other.json()).toEqual(openApiDocument());
    const appApi = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      info: { title: string };
    };
    expect(appApi.info.title).toBe('PesaBridge app API');
  });

  it('the Node client reads the balances with a signed call', async () => {
    const rows = await client(merchant.test).balance();
    expect(Array.isArray(rows)).toBe(true);
    expect(await client(merchant.live).balance({ currencyId: 404 })).toEqual(expect.any(Array));
    expect(await kesBalances(client(merchant.test))).toEqual(expect.any(Array));
  });

  it('the Node client reports a refusal by its code, in the chosen language', async () => {
    const wrong = { accessKey: merchant.test.accessKey, secret: 'sk_test_not_the_secret' };
    const refusal = await client(wrong, 'zh_CN')
      .balance()
      .catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(PesaBridgeError);
    expect((refusal as { code: number; message: string }).code).toBe(-1104);
    expect((refusal as { code: number; message: string }).message).toMatch(/签名/);
  });

  it('the Node client collects, transfers and pays out in the sandbox, and its webhook check accepts the event', async () => {
    const api = client(merchant.test);
    const collected = await api.collect({
      merchantOrderNo: merchantNo('DOC-C'),
      payType: 2,
      currencyId: 404,
      amount: '1000.00',
      phone: '+254712345678',
    });
    expect(collected).toMatchObject({ kind: 'collect', status: -1, amount: '1000.00' });
    await h.app.money.worker.runDue();
    const moved = await api.transfer({
      merchantOrderNo: merchantNo('DOC-T'),
      fromAccountType: 2,
      toAccountType: 0,
      currencyId: 404,
      amount: '1000.00',
    });
    expect(moved).toMatchObject({ kind: 'transfer', status: 1 });

    // The sandbox's number that always fails: the hold comes back to B2C.
    const orderNo = merchantNo('DOC-P');
    const paid = await payOut(api, orderNo, '+254700000001');
    expect(paid).toMatchObject({ kind: 'payout', merchantOrderNo: orderNo, payoutStatus: 1 });
    expect((await payOut(api, orderNo, '+254700000001')).sn).toBe(paid.sn);
    expect(await payoutState(api, orderNo)).toBe(`${paid.sn}: processing`);
    await h.app.money.worker.runDue();
    expect(await payoutState(api, orderNo)).toBe(`${paid.sn}: rejected (the hold is back in B2C)`);
    const b2c = (await api.balance({ currencyId: 404 })).find(
      (row: { accountType: number }) => row.accountType === 0,
    );
    expect(b2c?.balance).toBe('1000.00');

    // The final state reached the notify URL, signed with the test secret, as verifyWebhook
    // expects (the receiver's clock is the server's).
    const delivery = receiver.received.find((r) => r.body.includes(paid.sn));
    expect(delivery).toBeDefined();
    const event = verifyWebhook(
      merchant.test.secret,
      delivery!.body,
      String(delivery!.headers['x-pesa-signature']),
      { nowSeconds: Math.floor(h.clock.now().getTime() / 1000) },
    );
    expect(event).toMatchObject({
      eventType: 'payout.failed',
      livemode: false,
      data: { sn: paid.sn, status: 2, payoutStatus: 3 },
    });
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('the Node client pays a payroll batch in the sandbox and follows it to the end', async () => {
    const api = client(merchant.test);
    await api.collect({
      merchantOrderNo: merchantNo('DOC-BC'),
      payType: 2,
      currencyId: 404,
      amount: '1000.00',
      phone: '+254712345678',
    });
    await h.app.money.worker.runDue();
    await api.transfer({
      merchantOrderNo: merchantNo('DOC-BT'),
      fromAccountType: 2,
      toAccountType: 0,
      currencyId: 404,
      amount: '1000.00',
    });
    const batchNo = merchantNo('DOC-B');
    const staff = [
      {
        merchantOrderNo: merchantNo('DOC-B1'),
        phone: '+254712340001',
        name: 'Jane',
        amount: '100',
      },
      // The sandbox's number that always fails.
      { merchantOrderNo: merchantNo('DOC-B2'), phone: '+254700000001', name: 'Ann', amount: '100' },
      { merchantOrderNo: merchantNo('DOC-B3'), phone: '+254712340003', name: 'Tom', amount: '1' },
    ];
    const answer = await payroll(api, batchNo, staff);
    expect(answer).toMatchObject({ merchantBatchNo: batchNo, accepted: 2 });
    expect(answer.rejected).toEqual([{ index: 2, code: -1008, msg: expect.any(String) }]);
    expect(await payroll(api, batchNo, staff)).toEqual(answer);
    expect(await payrollProgress(api, batchNo)).toBe(
      `${answer.batchSn}: in progress, 0 paid, 0 failed, 1 rejected`,
    );
    await h.app.money.worker.runDue();
    expect(await payrollProgress(api, batchNo)).toBe(
      `${answer.batchSn}: complete, 1 paid, 1 failed, 1 rejected`,
    );
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it("the Node client checks a payee's name in the sandbox", async () => {
    const api = client(merchant.test);
    const close = await api.checkPayee({
      payType: 2,
      phone: '+254712349901',
      name: 'Wanjiku Kamau',
    });
    expect(close).toEqual({ result: 'CLOSE_MATCH', registeredName: 'Wanjiku Njeri Kamau' });
  });

  it('the webhook check accepts what the server signs and nothing else', () => {
    const body = JSON.stringify({ eventId: 'evt_1', eventType: 'payout.succeeded' });
    const t = Math.floor(h.clock.now().getTime() / 1000);
    // The header exactly as the webhook delivery writes it.
    const header = webhookSignature(merchant.test.secret, t, body);
    const now = { nowSeconds: t };
    expect(verifyWebhook(merchant.test.secret, body, header, now).eventId).toBe('evt_1');
    expect(() => verifyWebhook(merchant.test.secret, `${body} `, header, now)).toThrow(/bad/);
    expect(() => verifyWebhook(merchant.live.secret, body, header, now)).toThrow(/bad/);
    expect(() =>
      verifyWebhook(merchant.test.secret, body, header, { nowSeconds: t + 301 }),
    ).toThrow(/stale/);
    expect(() => verifyWebhook(merchant.test.secret, body, 't=1,v1=zz', now)).toThrow(/malformed/);
  });

  describe.skipIf(missingTools.length > 0)(
    `the curl example${missingTools.length ? ` (skipped: ${missingTools.join(' and ')} not installed)` : ''}`,
    () => {
      it('signs a /balance call with openssl that the server accepts', async () => {
        // Asynchronously: the server answering it runs in this process.
        const { stdout } = await promisify(execFile)('bash', [curlExample], {
          encoding: 'utf8',
          env: {
            ...process.env,
            PESA_BASE_URL: baseUrl,
            PESA_ACCESS_KEY: merchant.live.accessKey,
            PESA_SECRET: merchant.live.secret,
          },
        });
        expect(JSON.parse(stdout)).toMatchObject({ code: 200, data: expect.any(Array) });
      });
    },
  );
});
