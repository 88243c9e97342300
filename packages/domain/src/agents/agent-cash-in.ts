import { DomainError } from '../errors.ts';
import { userAccountKey } from '../ledger/accounts.ts';
import { assertBalanced, type JournalEntry } from '../ledger/entries.ts';

/** User type 3 (SPEC §3 "agent"); the contract's UserType.AGENT, repeated to keep domain free. */
export const AGENT_USER_TYPE = 3;
/** The KYC/KYB audit status of an approved account (SPEC §4). */
const APPROVED = '1';

export interface CashInParties {
  agent: { userId: number; parentId: number; userType: number; auditStatus: string };
  /** The main account whose wallet the cash is credited to. */
  customer: { userId: number; parentId: number };
}

/**
 * Why an agent may not credit this customer, or null when it may. In order of what is wrong
 * first: the caller is not an agent at all, its KYB is not approved, the wallet is its own or
 * belongs to a team member (money is held by main accounts only).
 */
export type CashInRefusal = 'notAgent' | 'agentUnverified' | 'selfCashIn' | 'notMainAccount';

export function cashInRefusal({ agent, customer }: CashInParties): CashInRefusal | null {
  if (agent.userType !== AGENT_USER_TYPE) return 'notAgent';
  if (agent.auditStatus !== APPROVED) return 'agentUnverified';
  if (customer.userId === agent.userId) return 'selfCashIn';
  if (customer.parentId !== 0) return 'notMainAccount';
  return null;
}

/**
 * The agent takes cash from the customer at its counter and pays the same amount from its float
 * (its own domestic wallet) into the customer's domestic wallet, in one currency, free. No money
 * enters or leaves the house: the cash is already the agent's, so the entry moves between two
 * customers' wallets only, and the agent's wallet may never go negative.
 */
export function cashIn(input: {
  agentUserId: number;
  customerUserId: number;
  currencyId: number;
  amount: bigint;
  /** The order number (sn). */
  reference: string;
}): JournalEntry {
  const { agentUserId, customerUserId, currencyId, amount, reference } = input;
  if (typeof amount !== 'bigint' || amount < 1n)
    throw new DomainError('AMOUNT', 'a cash-in needs a positive amount');
  if (agentUserId === customerUserId)
    throw new DomainError('ACCOUNT_KEY', 'an agent cannot cash in to its own wallet');
  const built: JournalEntry = {
    type: 'cash_in',
    reference,
    description: `Cash deposit ${reference}`,
    postings: [
      {
        accountKey: userAccountKey(agentUserId, 'domestic', currencyId),
        currencyId,
        amount: -amount,
      },
      { accountKey: userAccountKey(customerUserId, 'domestic', currencyId), currencyId, amount },
    ],
  };
  assertBalanced(built);
  return built;
}

/**
 * The customer's name as the agent sees it before confirming: enough to check with the person at
 * the counter ("W***u K***u"), not enough to read a stranger's name off an account number.
 */
export function maskPersonName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const letters = [...word];
      if (letters.length <= 2) return `${letters[0]}*`;
      return `${letters[0]}***${letters[letters.length - 1]}`;
    })
    .join(' ');
}
