import { describe, expect, it } from 'vitest';
import { SANDBOX_DELAY_MS } from '@pesa/domain';
import { ManualClock } from '../clock.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { ChannelSimulator, type SimulatorDelivery } from './channel-simulator.ts';
import { SandboxChannel } from './sandbox-channel.ts';

/** A simulator that always fails and always repeats, over a queue that only records. */
function sandbox() {
  const queued: Array<{ job: SimulatorDelivery; delayMs: number }> = [];
  const jobs = {
    enqueue: async (_type: string, job: SimulatorDelivery, options: { delayMs: number }) => {
      queued.push({ job, delayMs: options.delayMs });
    },
  } as unknown as JobQueue;
  const simulator = new ChannelSimulator(
    { delayMs: 3_000, failureRate: 1, duplicateRate: 0, secret: 'sandbox-test-secret' },
    jobs,
    new ManualClock(),
  );
  const outcome = (i: number) => {
    const { raw, headers } = simulator.buildCallback(queued[i]!.job);
    return simulator.parseCallback(headers, raw)!.success;
  };
  return { channel: new SandboxChannel(simulator), queued, outcome };
}

const payout = (account: string) => ({
  reference: 'PB1',
  payType: 2,
  currencyCode: 'KES',
  amount: 1_000n,
  decimals: 2,
  recipient: { name: 'A', account },
});

describe('SandboxChannel', () => {
  it('succeeds on ordinary numbers after the usual delay, whatever the failure rate', async () => {
    const { channel, queued, outcome } = sandbox();
    await channel.submitPayout(payout('+254722000111'));
    expect(queued[0]!.delayMs).toBe(3_000);
    expect(outcome(0)).toBe(true);
  });

  it('fails 700000001, answers 700000003 late and never answers 700000002', async () => {
    const { channel, queued, outcome } = sandbox();
    await channel.submitPayout(payout('0700000001'));
    expect(outcome(0)).toBe(false);
    await channel.startCollection({ ...payout(''), phone: '+255700000003' });
    expect(queued[1]!.delayMs).toBe(SANDBOX_DELAY_MS);
    expect(outcome(1)).toBe(true);
    const silent = await channel.startCollection({ ...payout(''), phone: '254700000002' });
    expect(silent.providerReference).toMatch(/^SBX/);
    expect(queued).toHaveLength(2);
    expect(await channel.queryStatus()).toBeNull();
  });

  it('reads a bank account number the same way as a phone', async () => {
    const { channel, outcome } = sandbox();
    await channel.submitPayout(payout('ACC700000001'));
    expect(outcome(0)).toBe(false);
  });
});
