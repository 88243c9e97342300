import { ChannelRefusedError, type ChannelResult, type PaymentChannel } from './payment-channel.ts';

/**
 * The adapter of a rail that is switched off (channels/rails.ts). New orders on it are refused
 * when they are made; this catches what was already queued when the rail went off (a send an
 * operator approves later, a job from before a restart): the order fails at once, a send's hold
 * goes back to the wallet, and no simulator ever answers for it.
 */
export class OffRailChannel implements PaymentChannel {
  readonly name = 'off';

  async submitPayout(): Promise<{ providerReference: string }> {
    throw refused();
  }

  async startCollection(): Promise<{ providerReference: string }> {
    throw refused();
  }

  parseCallback(): ChannelResult | null {
    return null;
  }

  async queryStatus(): Promise<ChannelResult | null> {
    return null;
  }
}

function refused() {
  return new ChannelRefusedError('RAIL_OFF', 'This rail is switched off on this server');
}
