import { describe, expect, it } from 'vitest';
import { OrderStatus } from './order-status.ts';
import { initialWalletSendStatus, walletSendRefusal, type WalletRecipient } from './wallet-send.ts';

const active: WalletRecipient = {
  userId: 34,
  parentId: 0,
  status: 0,
  suspended: false,
  nationalCurrencyId: 404,
};
const refusal = (recipient: WalletRecipient | undefined, currencyId = 404) =>
  walletSendRefusal({ senderMainUserId: 12, currencyId, recipient });

describe('walletSendRefusal', () => {
  it('lets an active main account of the currency’s country be paid', () => {
    expect(refusal(active)).toBeNull();
  });

  it('refuses an unknown number and a team member’s (members hold no money)', () => {
    expect(refusal(undefined)).toBe('unknown');
    expect(refusal({ ...active, userId: 35, parentId: 34 })).toBe('unknown');
  });

  it('refuses the sender’s own account and its members as oneself', () => {
    expect(refusal({ ...active, userId: 12 })).toBe('self');
    expect(refusal({ ...active, userId: 13, parentId: 12 })).toBe('self');
  });

  it('refuses a suspended or closed account, suspension first', () => {
    expect(refusal({ ...active, suspended: true })).toBe('suspended');
    expect(refusal({ ...active, status: 1 })).toBe('closed');
    expect(refusal({ ...active, status: 1, suspended: true })).toBe('suspended');
  });

  it('refuses a currency the recipient’s domestic wallet does not take', () => {
    expect(refusal({ ...active, nationalCurrencyId: 834 })).toBe('currency');
    expect(refusal({ ...active, nationalCurrencyId: null })).toBe('currency');
  });
});

describe('initialWalletSendStatus', () => {
  it('is final at once without review, and waits for the reviewer with it', () => {
    expect(initialWalletSendStatus(OrderStatus.PENDING)).toBe(OrderStatus.PASS);
    expect(initialWalletSendStatus(OrderStatus.MANUAL_PENDING)).toBe(OrderStatus.MANUAL_PENDING);
  });
});
