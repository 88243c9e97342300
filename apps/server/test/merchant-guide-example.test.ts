import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../src/modules/api-service/webhooks/webhook-delivery.ts';
import { createPostgresDatabase, engines } from './harness.ts';
import { e164, lastCode, ok, operatorSession, phoneNumbers } from './instance-client.ts';
import { eventually, freePort, killHard, startServerProcess } from './server-process.ts';

/** The files the merchant guide tells a developer to save, nothing else. */
const EXAMPLE_FILES = ['pesabridge.mjs', 'sandbox-walkthrough.mjs', 'webhook-receiver.mjs'];
const examples = fileURLToPath(new URL('../../../docs/examples/open-api/', import.meta.url));
const OPERATOR = { username: 'guide-admin', password: 'Guide-operator-1' };
const fundPassword = '135792';

/** Plain Node, as the guide runs it: no loader, no TypeScript, nothing of the test's own env. */
function plainNodeEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...extra };
}

/**
 * The merchant guide (docs/merchant-guide.md) followed to the letter: its example files copied
 * into a fresh folder and run with `node`, against the real server in its own process, with the
 * keys a merchant reads on the credentials screen. The receiver is the guide's own notify URL.
 */
describe.each(engines)('the merchant guide, run as written (%s)', (engine) => {
  const folder = mkdtempSync(join(tmpdir(), 'pesa-merchant-guide-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-merchant-guide-data-'));
  const children: ChildProcess[] = [];
  let drop = async () => {};
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) await killHard(child);
    await drop();
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'signs calls, collects, transfers and pays out in the sandbox, and its receiver verifies the webhooks',
    // A server start and a walkthrough that waits for the simulated rails.
    { timeout: 180_000 },
    async () => {
      for (const file of EXAMPLE_FILES) copyFileSync(join(examples, file), join(folder, file));
      let databaseUrl: string | undefined;
      if (engine === 'postgres') {
        const database = await createPostgresDatabase();
        drop = database.drop;
        databaseUrl = database.url;
      }
      const started = await startServerProcess({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: '12',
        KYC_REQUIRED: 'false',
        JOB_POLL_MS: '50',
        CHANNEL_SIMULATOR_DELAY_MS: '100',
        CHANNEL_SIMULATOR_FAILURE_RATE: '0',
        CHANNEL_SIMULATOR_DUPLICATE_RATE: '0',
        TRUST_PROXY: '127.0.0.1',
        OPERATOR_USERNAME: OPERATOR.username,
        OPERATOR_PASSWORD: OPERATOR.password,
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      });
      children.push(started.child);
      const server = { url: started.url };

      // A company applies with the guide's receiver as its notify URL (http to this machine,
      // allowed outside production) and an operator approves it.
      const phone = phoneNumbers()();
      await ok(server, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
      const token = await ok<string>(server, '/user/register', {
        userType: 1,
        countryId: 254,
        phone,
        code: await lastCode(server, e164(phone)),
        password: 'Merchant1234',
      });
      const { userId } = await ok<{ userId: number }>(server, '/user/info', {}, { token });
      const receiverPort = await freePort();
      const notifyUrl = `http://127.0.0.1:${receiverPort}/pesa-webhook`;
      await ok(
        server,
        '/user/userApi/save',
        { companyName: 'Guide Traders Ltd', monthlyVolume: '10000', notifyUrl, ipWhitelist: '' },
        { token },
      );
      const opToken = await operatorSession(
        server,
        OPERATOR.username,
        OPERATOR.password,
        '203.0.113.40',
      );
      await ok(
        server,
        '/ops/userApi/approve',
        { userId },
        { token: opToken, forwardedFor: '203.0.113.40' },
      );
      // The test keys as the credentials dialog reveals them, with the transaction password.
      await ok(server, '/common/sendCode', { countryId: 254, phone, scene: 'fundPwd' });
      const code = await lastCode(server, e164(phone));
      await ok(server, '/user/resetFundPwd', { code, fundPassword }, { token });
      const keys = await ok<{ accessKey: string; accessSecret: string }>(
        server,
        '/user/userApi/secret',
        { mode: 'test', fundPassword },
        { token },
      );
      expect(keys.accessKey).toMatch(/^pk_test_/);

      // Step 1 of the guide: test money from the dashboard's "Top up test balance".
      await ok(
        server,
        '/user/userApi/sandbox/topUp',
        { accountType: -1, currencyId: 404, amount: '500' },
        { token },
      );

      // The receiver, started as the guide says.
      const receiver = spawn(process.execPath, ['webhook-receiver.mjs'], {
        cwd: folder,
        env: plainNodeEnv({ PESA_SECRET: keys.accessSecret, PORT: String(receiverPort) }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(receiver);
      let received = '';
      receiver.stdout!.on('data', (chunk: Buffer) => (received += chunk.toString()));
      receiver.stderr!.on('data', (chunk: Buffer) => (received += chunk.toString()));
      await eventually(async () => (received.includes('listening on') ? true : undefined));
      expect(received).toContain(`listening on ${notifyUrl}`);

      const walkthrough = (secret: string) =>
        promisify(execFile)(process.execPath, ['sandbox-walkthrough.mjs'], {
          cwd: folder,
          encoding: 'utf8',
          env: plainNodeEnv({
            PESA_BASE_URL: started.url,
            PESA_ACCESS_KEY: keys.accessKey,
            PESA_SECRET: secret,
          }),
        });

      // A wrong secret: the signature is refused with its code, nothing moves.
      const refused = await walkthrough('sk_test_not_the_secret').catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('refused: -1104') });

      const { stdout, stderr } = await walkthrough(keys.accessSecret);
      expect(stderr).toBe('');
      const lines = stdout.trim().split('\n');
      expect(lines).toContain('before: Suspense 500.00 KES');
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^collected API\w+: 1000\.00 KES into M-Pesa C2B$/),
          expect.stringMatching(/^transferred API\w+: 1000\.00 KES from M-Pesa C2B to B2C$/),
          expect.stringMatching(/^paid out API\w+: 150\.00 KES, fee 10\.00 KES$/),
          'after: Suspense 500.00 KES',
          'after: B2C 840.00 KES',
          'after: M-Pesa C2B 0.00 KES',
        ]),
      );
      const payoutSn = /^paid out (API\w+):/m.exec(stdout)![1]!;

      // Every final state reached the receiver and passed its check, once each.
      await eventually(async () =>
        received.includes(`event: payout.succeeded ${payoutSn} livemode=false`) ? true : undefined,
      );
      expect(received).toMatch(/event: collect\.succeeded API\w+ livemode=false/);
      expect(received).toMatch(/event: transfer\.succeeded API\w+ livemode=false/);
      expect(received).not.toContain('refused');

      // What the receiver refuses: a stale time, a malformed header, another secret; a repeat
      // of a good delivery is acknowledged but handled once.
      const deliver = async (header: string, body: string) =>
        (
          await fetch(notifyUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-pesa-signature': header },
            body,
          })
        ).status;
      const body = JSON.stringify({
        eventId: 'evt_guide_1',
        eventType: 'payout.succeeded',
        livemode: false,
        data: { sn: payoutSn },
      });
      // The receiver's lines reach this process a moment after its reply.
      const printed = (text: string, times = 1) =>
        eventually(async () => (received.split(text).length - 1 >= times ? received : undefined));
      const now = Math.floor(Date.now() / 1000);
      expect(await deliver(webhookSignature(keys.accessSecret, now - 600, body), body)).toBe(400);
      await printed('refused: stale signature');
      expect(await deliver('t=1,v1=zz', body)).toBe(400);
      expect(await deliver('v1only', body)).toBe(400);
      await printed('refused: malformed signature', 2);
      expect(await deliver(webhookSignature('sk_test_other', now, body), body)).toBe(400);
      await printed('refused: bad signature');
      const good = webhookSignature(keys.accessSecret, now, body);
      expect(await deliver(good, body)).toBe(200);
      expect(await deliver(good, body)).toBe(200);
      await printed('repeat: evt_guide_1');
      // Handled once: the payout's own event and this test event under the same sn.
      expect(received.split(`event: payout.succeeded ${payoutSn} livemode=false\n`)).toHaveLength(
        3,
      );
      expect(received.match(/^refused: /gm)).toHaveLength(4);
    },
  );
});
