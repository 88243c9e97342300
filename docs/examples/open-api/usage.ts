/**
 * Using the client (client.ts). Try it with your test keys, on the sandbox:
 *   PESA_BASE_URL=https://pay.example.com PESA_ACCESS_KEY=pk_test_… PESA_SECRET=sk_test_… npx tsx usage.ts
 */
import { fileURLToPath } from 'node:url';
import { PesaBridgeError, pesaBridgeClient, type OrderView } from './client.ts';

type Client = ReturnType<typeof pesaBridgeClient>;

/** Reads the Kenyan shilling balances, one line per account. */
export async function kesBalances(api: Client): Promise<string[]> {
  const rows = await api.balance({ currencyId: 404 });
  return rows.map((row) => `account ${row.accountType}: ${row.balance} ${row.currencyCode}`);
}

/**
 * Pays KES 150 by M-Pesa from the B2C account. `merchantOrderNo` is your own number: if the
 * reply is lost, call again with the same number and body, and you get the same order back.
 */
export async function payOut(api: Client, merchantOrderNo: string, phone: string) {
  return api.payout({
    merchantOrderNo,
    payType: 2,
    currencyId: 404,
    amount: '150.00',
    phone,
    name: 'Jane Wanjiku',
    narrative: 'Refund of order 1042',
  });
}

/** Where a payout stands; the webhook tells you too, this asks at any time. */
export async function payoutState(api: Client, merchantOrderNo: string): Promise<string> {
  const order: OrderView = await api.order({ merchantOrderNo });
  const states = ['pending', 'processing', 'paid', 'rejected (the hold is back in B2C)'];
  return `${order.sn}: ${states[order.payoutStatus ?? 0]}`;
}

/**
 * Pays a payroll in one call: up to 1,000 payouts, each the body of a single payout. The reply
 * comes at once; bad items are rejected by index, the others are paid in the background. Call
 * again with the same `merchantBatchNo` and items if the reply is lost: you get the same answer.
 */
export async function payroll(
  api: Client,
  merchantBatchNo: string,
  staff: Array<{ merchantOrderNo: string; phone: string; name: string; amount: string }>,
) {
  return api.payoutBatch({
    merchantBatchNo,
    items: staff.map((person) => ({
      ...person,
      payType: 2,
      currencyId: 404,
      narrative: 'Salary',
    })),
  });
}

/** How far a batch has come; the batch.completed webhook tells you when it is done. */
export async function payrollProgress(api: Client, merchantBatchNo: string): Promise<string> {
  const batch = await api.batch({ merchantBatchNo, pageSize: 100 });
  const { succeeded, failed, rejected } = batch.counts;
  const done = batch.completedTime ? 'complete' : 'in progress';
  return `${batch.batchSn}: ${done}, ${succeeded} paid, ${failed} failed, ${rejected} rejected`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const api = pesaBridgeClient({
    baseUrl: process.env.PESA_BASE_URL ?? 'http://127.0.0.1:8080',
    keys: { accessKey: process.env.PESA_ACCESS_KEY ?? '', secret: process.env.PESA_SECRET ?? '' },
  });
  try {
    console.log((await kesBalances(api)).join('\n') || 'no balances yet');
  } catch (error) {
    // A refusal carries our code (see "Error codes") and a message in the chosen language.
    if (error instanceof PesaBridgeError) console.error(error.code, error.message, error.fields);
    else throw error;
    process.exitCode = 1;
  }
}
