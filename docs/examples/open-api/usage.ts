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
