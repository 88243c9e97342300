import { z } from 'zod';
import { LEDGER_WALLET_KINDS } from '../enums.ts';
import { idField, intField, pageFields } from './fields.ts';

/** Transaction history: the ledger postings of the account's own wallets. */
export const transactionsBody = z.object({
  ...pageFields,
  currencyId: idField.optional(),
  kind: z.enum(LEDGER_WALLET_KINDS).optional(),
  reference: z.string().trim().max(64).optional(),
  beginTime: z.iso.datetime().optional(),
  endTime: z.iso.datetime().optional(),
  /**
   * `payments`: one row per payment (per reference and currency), its ledger postings (hold,
   * payout, return) inside as `movements`, as the history screen shows it; `postings` (the
   * default): one row per ledger posting, as the CSV export and statements list them.
   */
  view: z.enum(['payments', 'postings']).optional(),
});
export const transactionsExportBody = transactionsBody.omit({
  pageNum: true,
  pageSize: true,
  view: true,
});

export const rechargeHistoryBody = z.object({
  ...pageFields,
  scope: z.union([z.literal(0), z.literal(1)]).optional(),
  status: intField.min(-2).max(3).optional(),
  sn: z.string().trim().max(64).optional(),
  beginTime: z.iso.datetime().optional(),
  endTime: z.iso.datetime().optional(),
});
