import { describe, expect, it, vi } from 'vitest';
import type { ChannelSimulator } from '../channel-simulator.ts';
import { ChannelRefusedError, type CollectionRequest } from '../payment-channel.ts';
import { onTanzanianWallet, TanzanianWalletsChannel } from './tanzanian-wallets-channel.ts';

function channel() {
  const transport = {
    startCollection: vi.fn(async () => ({ providerReference: 'SIM1' })),
    submitPayout: vi.fn(async () => ({ providerReference: 'SIM2' })),
  };
  return { transport, rail: new TanzanianWalletsChannel(transport as unknown as ChannelSimulator) };
}

const request: CollectionRequest = {
  reference: 'PB1',
  payType: 6,
  currencyCode: 'TZS',
  amount: 500_000n,
  decimals: 2,
  phone: '+255713456789',
};

describe('Tanzanian wallets channel', () => {
  it('pushes a prompt through its transport for a +255 mobile in whole shillings', async () => {
    const { transport, rail } = channel();
    await expect(rail.startCollection(request)).resolves.toEqual({ providerReference: 'SIM1' });
    expect(transport.startCollection).toHaveBeenCalledWith(request);
  });

  it('refuses what a wallet would refuse, before any push', async () => {
    const { transport, rail } = channel();
    for (const bad of [
      { phone: '+254712345678' },
      { phone: undefined },
      { amount: 500_050n },
      { currencyCode: 'KES' },
      { payType: 2 },
    ])
      await expect(rail.startCollection({ ...request, ...bad })).rejects.toBeInstanceOf(
        ChannelRefusedError,
      );
    expect(transport.startCollection).not.toHaveBeenCalled();
  });

  it('carries TZS on the four wallets only; Airtel in KES is Kenyan', () => {
    for (const payType of [7, 6, 5, 3])
      expect(onTanzanianWallet({ pay_type: payType, currency_id: 834 })).toBe(true);
    expect(onTanzanianWallet({ pay_type: 5, currency_id: 404 })).toBe(false);
    expect(onTanzanianWallet({ pay_type: 503, currency_id: 834 })).toBe(false);
  });
});
