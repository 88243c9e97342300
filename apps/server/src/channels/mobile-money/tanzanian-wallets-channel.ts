import { normaliseMobile } from '@pesa/domain';
import type { ChannelSimulator } from '../channel-simulator.ts';
import {
  ChannelRefusedError,
  type ChannelResult,
  type CollectionRequest,
  type PaymentChannel,
  type PayoutRequest,
} from '../payment-channel.ts';

const TANZANIA = 255;
const TZS = 834;

/** Tanzania's mobile-money wallets by their pay type (SPEC §3), as customers know them. */
export const TANZANIAN_WALLETS: Readonly<Record<number, string>> = {
  7: 'M-Pesa Tanzania',
  6: 'Tigo Pesa',
  5: 'Airtel Money',
  3: 'HaloPesa',
};

/** Whether an order moves money on a Tanzanian wallet (Airtel also runs in Kenya, in KES). */
export function onTanzanianWallet(order: { pay_type: number; currency_id: number }): boolean {
  return order.currency_id === TZS && order.pay_type in TANZANIAN_WALLETS;
}

/**
 * The push-payment rail of Tanzania's wallets: the payer gets a prompt on the phone and confirms
 * with the wallet PIN, and the result comes later on a callback, as with M-Pesa Kenya's STK push.
 * No wallet's wire format is documented to us (RAILS.md), so the transport is the simulator; the
 * checks a wallet makes before prompting are made here, so a request a real wallet would refuse
 * fails at once (ChannelRefusedError) whatever the transport: a Tanzanian mobile (+255), whole
 * shillings, and TZS on a Tanzanian wallet. Payouts to these wallets pass to the transport as
 * they did before this adapter existed.
 */
export class TanzanianWalletsChannel implements PaymentChannel {
  readonly name = 'tanzanian-wallets';

  constructor(private readonly transport: ChannelSimulator) {}

  async startCollection(request: CollectionRequest) {
    const wallet = TANZANIAN_WALLETS[request.payType];
    if (!wallet || request.currencyCode !== 'TZS')
      throw new ChannelRefusedError('CURRENCY', 'not a Tanzanian wallet in TZS');
    if (!request.phone || normaliseMobile(TANZANIA, request.phone) === null)
      throw new ChannelRefusedError('MSISDN', `not a Tanzanian mobile number for ${wallet}`);
    if (request.amount % 10n ** BigInt(request.decimals) !== 0n)
      throw new ChannelRefusedError('AMOUNT', `${wallet} moves whole shillings only`);
    return this.transport.startCollection(request);
  }

  submitPayout(request: PayoutRequest) {
    return this.transport.submitPayout(request);
  }

  parseCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): ChannelResult | null {
    return this.transport.parseCallback(headers, rawBody);
  }

  /** Results come by callback only, as on the simulator. */
  async queryStatus(): Promise<ChannelResult | null> {
    return null;
  }
}
