import { exportWords as w, scopeWords, wordOf } from '../../i18n/export-words.ts';
import type { Lang } from '../../i18n/language.ts';
import type { CsvColumn } from '../../plugins/csv-file.ts';

interface FxHistoryRow {
  createTime: string;
  currencyCode: string;
  amount: string;
  toCurrencyCode: string;
  receivedAmount: string;
  rate: string;
  scope: number;
}

/**
 * The FX history export's columns, as the history table shows them; currency and amount are
 * separate cells so a spreadsheet can sum them. Times are as stored (ISO, UTC).
 */
export const fxHistoryColumns = (lang: Lang): CsvColumn<FxHistoryRow>[] => [
  { header: w.timeUtc, value: (r) => r.createTime },
  { header: w.fromCurrency, value: (r) => r.currencyCode },
  { header: w.fromAmount, value: (r) => r.amount },
  { header: w.toCurrency, value: (r) => r.toCurrencyCode },
  { header: w.toAmount, value: (r) => r.receivedAmount },
  { header: w.rate, value: (r) => r.rate },
  { header: w.service, value: (r) => wordOf(scopeWords, r.scope, lang) },
];
