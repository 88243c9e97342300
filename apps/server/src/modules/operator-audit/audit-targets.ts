import type { OperatorAuditTargetKind } from '@pesa/contract';

/**
 * What an audit row acted on, as the console names it: a customer by account number and name,
 * an order by its order number, an operator by username, a currency by code. The stored target
 * (`user:12`, `order:34`) stays as written; this is only how it is read.
 */
export type AuditTargetKind = OperatorAuditTargetKind;

export interface AuditTarget {
  kind: AuditTargetKind;
  /** The number or name shown ("PB1000012 · Amani Traders", "SN2611…", "KES"). */
  label: string;
  /** An account's type (0 individual, 1 company), when the target is one. */
  userType?: number;
}

/** The stored prefix of each kind whose id is looked up or shown. */
const PREFIXES: Record<string, AuditTargetKind> = {
  user: 'account',
  order: 'order',
  operator: 'operator',
  payee: 'payee',
  va: 'va',
  exchange: 'exchange',
  contractWorker: 'contractWorker',
  notice: 'notice',
  currency: 'currency',
  c2b: 'payment',
};

export interface ParsedTarget {
  kind: AuditTargetKind;
  /** The id after the prefix, when it is one. */
  id?: number;
  rest: string;
}

export function parseAuditTarget(target: string): ParsedTarget {
  if (/^[A-Z]{3}\/[A-Z]{3}$/.test(target)) return { kind: 'pair', rest: target };
  const fee = /^fee:(\d+):(\d+):(\d+)$/.exec(target);
  if (fee) return { kind: 'fee', id: Number(fee[3]), rest: target };
  const match = /^(\w+):(.+)$/.exec(target);
  const kind = match ? PREFIXES[match[1]!] : undefined;
  if (!match || !kind) return { kind: 'text', rest: target };
  const id = /^\d+$/.test(match[2]!) ? Number(match[2]) : undefined;
  return { kind, ...(id !== undefined && { id }), rest: match[2]! };
}

/** The names the service looked up for one page of rows. */
export interface TargetNames {
  accounts: Map<number, { accountNo: string; name: string; userType: number }>;
  orders: Map<number, string>;
  operators: Map<number, string>;
  currencies: Map<number, string>;
}

export function auditTargetOf(target: string, names: TargetNames): AuditTarget {
  const parsed = parseAuditTarget(target);
  const { kind, id, rest } = parsed;
  const found = (label: string | undefined) => ({ kind, label: label ?? rest });
  if (id === undefined) return { kind, label: rest };
  switch (kind) {
    case 'account': {
      const account = names.accounts.get(id);
      if (!account) return found(undefined);
      const label = [account.accountNo, account.name].filter(Boolean).join(' · ');
      return { kind, label, userType: account.userType };
    }
    case 'order':
      return found(names.orders.get(id));
    case 'operator':
      return found(names.operators.get(id));
    case 'currency':
    case 'fee':
      return found(names.currencies.get(id));
    default:
      return { kind, label: `#${id}` };
  }
}

/** The ids of each kind a page's targets name, for one lookup per kind. */
export function idsToLookUp(targets: readonly string[]) {
  const ids = {
    account: new Set<number>(),
    order: new Set<number>(),
    operator: new Set<number>(),
    currency: new Set<number>(),
  };
  for (const target of targets) {
    const { kind, id } = parseAuditTarget(target);
    if (id === undefined) continue;
    if (kind === 'account' || kind === 'order' || kind === 'operator') ids[kind].add(id);
    if (kind === 'currency' || kind === 'fee') ids.currency.add(id);
  }
  return {
    accounts: [...ids.account],
    orders: [...ids.order],
    operators: [...ids.operator],
    currencies: [...ids.currency],
  };
}
