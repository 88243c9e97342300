import { describe, expect, it } from 'vitest';
import { assertBalanced } from '../ledger/entries.ts';
import { cashIn, cashInRefusal, maskPersonName } from './agent-cash-in.ts';

const agent = { userId: 7, parentId: 0, userType: 3, auditStatus: '1' };
const customer = { userId: 9, parentId: 0 };

describe('who may cash in', () => {
  it('lets a verified agent credit another main account', () => {
    expect(cashInRefusal({ agent, customer })).toBeNull();
  });
  it('refuses a company or an individual', () => {
    expect(cashInRefusal({ agent: { ...agent, userType: 1 }, customer })).toBe('notAgent');
    expect(cashInRefusal({ agent: { ...agent, userType: 2 }, customer })).toBe('notAgent');
  });
  it('refuses an agent whose KYB is not approved, whatever stage it is at', () => {
    for (const auditStatus of ['-1', '0', '00', '2'])
      expect(cashInRefusal({ agent: { ...agent, auditStatus }, customer })).toBe('agentUnverified');
  });
  it('refuses the agent’s own wallet and a team member’s', () => {
    expect(cashInRefusal({ agent, customer: { userId: 7, parentId: 0 } })).toBe('selfCashIn');
    expect(cashInRefusal({ agent, customer: { userId: 10, parentId: 9 } })).toBe('notMainAccount');
  });
});

describe('the cash-in entry', () => {
  it('moves the amount from the agent’s domestic wallet to the customer’s, balanced', () => {
    const entry = cashIn({
      agentUserId: 7,
      customerUserId: 9,
      currencyId: 404,
      amount: 150000n,
      reference: 'C1',
    });
    expect(entry.type).toBe('cash_in');
    expect(entry.postings).toEqual([
      { accountKey: 'user:7:domestic:404', currencyId: 404, amount: -150000n },
      { accountKey: 'user:9:domestic:404', currencyId: 404, amount: 150000n },
    ]);
    expect(() => assertBalanced(entry)).not.toThrow();
  });
  it('refuses a zero or negative amount and the agent’s own wallet', () => {
    const base = { agentUserId: 7, customerUserId: 9, currencyId: 404, reference: 'C1' };
    expect(() => cashIn({ ...base, amount: 0n })).toThrow(/positive/);
    expect(() => cashIn({ ...base, amount: -5n })).toThrow(/positive/);
    expect(() => cashIn({ ...base, customerUserId: 7, amount: 5n })).toThrow(/own wallet/);
  });
});

describe('masking the customer’s name', () => {
  it('keeps the first and last letter of each word', () => {
    expect(maskPersonName('Wanjiku Kamau')).toBe('W***u K***u');
    expect(maskPersonName('  Amani   Juma ')).toBe('A***i J***a');
  });
  it('hides short words and non-Latin names too', () => {
    expect(maskPersonName('Jo Li')).toBe('J* L*');
    expect(maskPersonName('王小明')).toBe('王***明');
  });
});
