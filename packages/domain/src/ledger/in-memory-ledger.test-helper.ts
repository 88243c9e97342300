import { assertBalanced, netChanges, type JournalEntry } from './entries.ts';
import { isUserOwned, parseAccountKey } from './accounts.ts';

/**
 * A model of the database ledger for tests: balances derived from an append-only journal, an
 * entry applied all at once or not at all, and any entry refused that would take a user-owned
 * account below zero (the CHECK and conditional update the server relies on). Not exported from
 * the package.
 */
export class InMemoryLedger {
  private readonly balances = new Map<string, bigint>();
  private readonly entries: JournalEntry[] = [];
  /** How many entries were refused for overdrawing, so tests can show refusals really happen. */
  refused = 0;

  get journal(): readonly JournalEntry[] {
    return this.entries;
  }

  balance(accountKey: string): bigint {
    return this.balances.get(accountKey) ?? 0n;
  }

  snapshot(): Map<string, bigint> {
    return new Map(this.balances);
  }

  /** Returns false, changing nothing, when the entry would overdraw a user-owned account. */
  apply(entry: JournalEntry): boolean {
    assertBalanced(entry);
    const next = new Map<string, bigint>();
    for (const [key, delta] of netChanges(entry)) {
      const balance = this.balance(key) + delta;
      if (balance < 0n && isUserOwned(key)) {
        this.refused += 1;
        return false;
      }
      next.set(key, balance);
    }
    for (const [key, balance] of next) this.balances.set(key, balance);
    this.entries.push(entry);
    return true;
  }

  /** Sum of every balance per currency; 0 for each while every entry balances. */
  totalsByCurrency(): Map<number, bigint> {
    const totals = new Map<number, bigint>();
    for (const [key, balance] of this.balances) {
      const { currencyId } = parseAccountKey(key);
      totals.set(currencyId, (totals.get(currencyId) ?? 0n) + balance);
    }
    return totals;
  }

  /** Balances recomputed from the journal alone, to check the running balances against. */
  replay(): Map<string, bigint> {
    const balances = new Map<string, bigint>();
    for (const entry of this.entries) {
      for (const p of entry.postings) {
        balances.set(p.accountKey, (balances.get(p.accountKey) ?? 0n) + p.amount);
      }
    }
    return balances;
  }
}
