import { formatMinor, type BalanceKind } from '@pesa/domain';
import { toBigInt } from '../../db/bigint.ts';
import { AssetsRepository } from './assets.repository.ts';

/** A balance is null when the caller's role does not cover it (`visibleBalances`). */
export interface AssetRow {
  currencyId: number;
  currencyCode: string;
  total: string | null;
  domestic: string | null;
  crossBorder: string | null;
  onHold: string | null;
}

/** Balances of a main account's wallets, one row per currency, read from the ledger. */
export class AssetsService {
  constructor(private readonly repo: AssetsRepository) {}

  /**
   * The balances in `visible`, the others null; no rows at all when nothing is visible, so a
   * role without a money screen learns neither amounts nor which currencies the account holds.
   */
  async assets(mainUserId: number, visible: readonly BalanceKind[]): Promise<AssetRow[]> {
    if (visible.length === 0) return [];
    const rows = await this.repo.walletBalances(mainUserId);
    const byCurrency = new Map<
      number,
      { code: string; decimals: number; domestic: bigint; crossBorder: bigint; onHold: bigint }
    >();
    for (const row of rows) {
      const entry = byCurrency.get(row.currency_id) ?? {
        code: row.code,
        decimals: row.decimals,
        domestic: 0n,
        crossBorder: 0n,
        onHold: 0n,
      };
      const balance = toBigInt(row.balance);
      if (row.kind === 'domestic') entry.domestic += balance;
      else if (row.kind === 'cross_border') entry.crossBorder += balance;
      else entry.onHold += balance;
      byCurrency.set(row.currency_id, entry);
    }
    return [...byCurrency.entries()].map(([currencyId, e]) => {
      const shown = (kind: BalanceKind, minor: bigint) =>
        visible.includes(kind) ? formatMinor(minor, e.decimals) : null;
      return {
        currencyId,
        currencyCode: e.code,
        total: shown('total', e.domestic + e.crossBorder + e.onHold),
        domestic: shown('domestic', e.domestic),
        crossBorder: shown('crossBorder', e.crossBorder),
        onHold: shown('onHold', e.onHold),
      };
    });
  }
}
