import { entryTypeWords, exportWords as w, walletWords, wordOf } from '../../i18n/export-words.ts';
import type { Lang } from '../../i18n/language.ts';
import type { CsvColumn } from '../../plugins/csv-file.ts';

interface TransactionRow {
  createTime: string;
  entryType: string;
  reference: string;
  wallet: string;
  currencyCode: string;
  amount: string;
}

/**
 * The transaction history export's columns, as the history table shows them: the time as the
 * ledger stored it (ISO, UTC), names in the requester's language, the signed amount as the exact
 * decimal of the minor units.
 */
export const transactionColumns = (lang: Lang): CsvColumn<TransactionRow>[] => [
  { header: w.timeUtc, value: (r) => r.createTime },
  { header: w.movement, value: (r) => wordOf(entryTypeWords, r.entryType, lang) },
  { header: w.reference, value: (r) => r.reference },
  { header: w.wallet, value: (r) => wordOf(walletWords, r.wallet, lang) },
  { header: w.currency, value: (r) => r.currencyCode },
  { header: w.amount, value: (r) => r.amount },
];
