/**
 * Using the client (client.ts): run with your test keys,
 *   PESA_BASE_URL=https://pay.example.com PESA_ACCESS_KEY=pk_test_… PESA_SECRET=sk_test_… npx tsx usage.ts
 */
import { fileURLToPath } from 'node:url';
import { PesaBridgeError, pesaBridgeClient } from './client.ts';

type Client = ReturnType<typeof pesaBridgeClient>;

/** Reads the Kenyan shilling balances, one line per account. */
export async function kesBalances(api: Client): Promise<string[]> {
  const rows = await api.balance({ currencyId: 404 });
  return rows.map((row) => `account ${row.accountType}: ${row.balance} ${row.currencyCode}`);
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
