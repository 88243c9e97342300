/**
 * The sandbox from zero with your test keys: read the balances, collect KES 1,000 from a test
 * phone, move it from the M-Pesa C2B account to B2C, pay KES 150 out, and follow each order to
 * its end. Save it beside pesabridge.mjs and run:
 *   PESA_BASE_URL=https://pay.example.com PESA_ACCESS_KEY=pk_test_… PESA_SECRET=sk_test_… node sandbox-walkthrough.mjs
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { PesaBridgeError, pesaBridgeClient } from './pesabridge.mjs';

const api = pesaBridgeClient({
  baseUrl: process.env.PESA_BASE_URL ?? 'http://127.0.0.1:8080',
  keys: { accessKey: process.env.PESA_ACCESS_KEY ?? '', secret: process.env.PESA_SECRET ?? '' },
});

// Account types: -1 Suspense, 0 B2C, 2 M-Pesa C2B (KES), 3 HaloPesa, 5 Airtel, 6 Tigo, 7 M-Pesa TZ.
const ACCOUNTS = {
  '-1': 'Suspense',
  0: 'B2C',
  2: 'M-Pesa C2B',
  3: 'HaloPesa C2B',
  5: 'Airtel C2B',
};

/** Your own order numbers: unique per key mode; the same number again returns the same order. */
const run = Date.now().toString(36).toUpperCase();
const orderNo = (what) => `SANDBOX-${run}-${what}`;

/** Asks where an order stands until `done` says it is over (the webhook tells you too). */
async function follow(merchantOrderNo, done) {
  for (let tries = 0; tries < 120; tries++) {
    const order = await api.order({ merchantOrderNo });
    if (done(order)) return order;
    await sleep(1000);
  }
  throw new Error(`${merchantOrderNo} is still open`);
}

async function printBalances(when) {
  for (const row of await api.balance({ currencyId: 404 }))
    console.log(
      `${when}: ${ACCOUNTS[row.accountType] ?? row.accountType} ${row.balance} ${row.currencyCode}`,
    );
}

async function main() {
  await printBalances('before');

  // 1. Collect: a payment request to the customer's phone; any test number but the ones that fail.
  const collected = await api.collect({
    merchantOrderNo: orderNo('C'),
    payType: 2,
    currencyId: 404,
    amount: '1000.00',
    phone: '+254712345678',
    narrative: 'Sandbox invoice',
  });
  const paidIn = await follow(collected.merchantOrderNo, (order) => order.status !== -1);
  if (paidIn.status !== 1) throw new Error(`collection ended with status ${paidIn.status}`);
  console.log(`collected ${paidIn.sn}: ${paidIn.amount} KES into M-Pesa C2B`);

  // 2. Transfer: from the M-Pesa C2B account (2) to B2C (0), which pays out.
  const moved = await api.transfer({
    merchantOrderNo: orderNo('T'),
    fromAccountType: 2,
    toAccountType: 0,
    currencyId: 404,
    amount: '1000.00',
    remark: 'Fund payouts',
  });
  console.log(`transferred ${moved.sn}: ${moved.amount} KES from M-Pesa C2B to B2C`);

  // 3. Pay out: the amount plus the fee is held from B2C at once.
  const payout = await api.payout({
    merchantOrderNo: orderNo('P'),
    payType: 2,
    currencyId: 404,
    amount: '150.00',
    phone: '+254712345678',
    name: 'Jane Wanjiku',
    narrative: 'Refund of order 1042',
  });
  // payoutStatus: 0 pending, 1 processing, 2 paid, 3 rejected (the hold is back in B2C).
  const paidOut = await follow(payout.merchantOrderNo, (order) => order.payoutStatus >= 2);
  if (paidOut.payoutStatus !== 2) throw new Error(`payout ended with ${paidOut.payoutStatus}`);
  console.log(`paid out ${paidOut.sn}: ${paidOut.amount} KES, fee ${paidOut.feeAmount} KES`);

  await printBalances('after');
}

try {
  await main();
} catch (error) {
  // A refusal carries our code (see "Error codes") and a message in the chosen language.
  if (error instanceof PesaBridgeError)
    console.error('refused:', error.code, error.message, error.fields);
  else console.error(error);
  process.exitCode = 1;
}
