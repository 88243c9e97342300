import { randomUUID } from 'node:crypto';
import { SANDBOX_DELAY_MS, sandboxOutcome, type SandboxOutcome } from '@pesa/domain';
import type { ChannelSimulator } from './channel-simulator.ts';
import type {
  ChannelResult,
  CollectionRequest,
  PaymentChannel,
  PayoutRequest,
} from './payment-channel.ts';

/**
 * The rail of every test-mode API order, whatever MPESA_MODE says: the simulator, with the result
 * chosen by the documented magic numbers (the last nine digits of the phone or bank account,
 * `sandboxOutcome`) instead of by chance, so a merchant can drive each branch on purpose:
 * - failure: the callback reports a failure (the payout's hold returns to B2C);
 * - no_answer: no callback ever comes; status queries find nothing and give up, and the order
 *   stays waiting, as on a rail that lost the request;
 * - delayed_success: the success callback comes SANDBOX_DELAY_MS later;
 * - success: the callback comes after the simulator's usual delay. Never a random failure.
 * Callbacks come through the simulator's signed endpoint, so the same code applies them.
 */
export class SandboxChannel implements PaymentChannel {
  readonly name = 'sandbox';

  constructor(private readonly simulator: ChannelSimulator) {}

  submitPayout(request: PayoutRequest) {
    return this.answer(request.reference, 'payout', request.amount, request.recipient.account);
  }

  startCollection(request: CollectionRequest) {
    return this.answer(request.reference, 'collection', request.amount, request.phone ?? '');
  }

  private async answer(
    reference: string,
    kind: 'payout' | 'collection',
    amount: bigint,
    phoneOrAccount: string,
  ): Promise<{ providerReference: string }> {
    const outcome: SandboxOutcome = sandboxOutcome(phoneOrAccount);
    if (outcome === 'no_answer')
      return {
        providerReference: `SBX${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
      };
    return this.simulator.schedule(reference, kind, amount, {
      outcome: outcome === 'failure' ? 'failure' : 'success',
      ...(outcome === 'delayed_success' && { delayMs: SANDBOX_DELAY_MS }),
    });
  }

  parseCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): ChannelResult | null {
    return this.simulator.parseCallback(headers, rawBody);
  }

  /** Like the simulator's, results only come by callback; a query never knows more. */
  async queryStatus(): Promise<ChannelResult | null> {
    return null;
  }
}
