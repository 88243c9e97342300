import { createHmac } from 'node:crypto';

/** Where deposit addresses come from. Production replaces the simulator with Cobo's wallet API. */
export interface CoboAddressProvider {
  newAddress(input: { mainUserId: number; scope: number; coin: string }): Promise<string>;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE58[Number(n % 58n)]! + out;
    n /= 58n;
  }
  return out;
}

/**
 * The default provider: addresses derived from a configured seed with HMAC-SHA256 over
 * (account, scope, coin), so they are stable and distinct per request without any network call.
 * TRON coins get a T… base58 address, EVM chains a 0x… hex address. They hold nothing on chain;
 * a real Cobo WaaS wallet (its create-address call) replaces this in production.
 */
export class SimulatedAddressProvider implements CoboAddressProvider {
  constructor(private readonly seed: string) {}

  async newAddress(input: { mainUserId: number; scope: number; coin: string }): Promise<string> {
    const mac = createHmac('sha256', this.seed)
      .update(`${input.mainUserId}:${input.scope}:${input.coin}`)
      .digest();
    if (input.coin.startsWith('TRON')) return `T${base58(mac).padStart(33, '1').slice(0, 33)}`;
    return `0x${mac.subarray(0, 20).toString('hex')}`;
  }
}
