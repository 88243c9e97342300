import { formatMinor } from '@pesa/domain';
import { toBigInt } from '../../db/bigint.ts';
import { AssetsRepository } from './assets.repository.ts';

export interface AssetRow {
  currencyId: number;
  currencyCode: string;
  total: string;
  domestic: string;
  crossBorder: string;
  onHold: string;
}

/** Balances of a main account's wallets, one row per currency, read from the ledger. */
export class AssetsService {
  constructor(private readonly repo: AssetsRepository) {}

  async assets(mainUserId: number): Promise<AssetRow[]> {
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
    return [...byCurrency.entries()].map(([currencyId, e]) => ({
      currencyId,
      currencyCode: e.code,
      total: formatMinor(e.domestic + e.crossBorder + e.onHold, e.decimals),
      domestic: formatMinor(e.domestic, e.decimals),
      crossBorder: formatMinor(e.crossBorder, e.decimals),
      onHold: formatMinor(e.onHold, e.decimals),
    }));
  }
}
