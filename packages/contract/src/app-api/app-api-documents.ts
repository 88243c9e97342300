import { z } from 'zod';
import { orderDetailView } from './app-api-shared-replies.ts';
import type { AppOperationEntry } from './app-api-types.ts';

/** What POST /common/verify answers: the genuine document's facts and nothing more. */
export const verifiedDocumentView = z.object({
  kind: z.enum(['receipt', 'statement']),
  date: z.string().meta({
    description:
      "The document's date: the order's final time, or the statement's end (ISO 8601, UTC).",
  }),
  amount: z
    .string()
    .meta({ description: "The order's amount, or the statement's closing balance." }),
  currencyCode: z.string(),
  status: z
    .string()
    .meta({ description: 'PASS, REJECT or CANCEL for a receipt; ISSUED for a statement.' }),
  parties: z.object({
    from: z.string().nullable().meta({ description: 'Masked name and last four digits.' }),
    to: z.string().nullable(),
  }),
});

/** Receipts, statements and their verification (docs/documents.md, issue 32). */
export const DOCUMENT_OPERATIONS: Record<string, AppOperationEntry> = {
  'POST /order/detail/{sn}': {
    summary: 'One order with its timeline',
    reply: {
      data: orderDetailView.extend({
        receiptCode: z
          .string()
          .nullable()
          .meta({ description: "A final order's receipt verification code; null until final." }),
      }),
    },
  },
  'POST /order/receipt/{sn}': {
    summary: "A final order's receipt as a PDF file",
    reply: {
      file: {
        mediaType: 'application/pdf',
        description:
          "The receipt of a final order of the caller's account, in the language of `Content-Language`, streamed as an attachment. An order that is not final is refused with -1019, another account's with -1007; every refusal is the JSON envelope.",
      },
    },
  },
  'POST /account/statement': {
    summary: "A wallet's statement as a PDF, CSV or XLSX file",
    reply: {
      file: {
        mediaType: 'application/pdf',
        description:
          'Opening balance, every ledger entry of the wallet (scope 0 domestic, 1 cross-border) in the period, and the closing balance, with a verification code; `format` picks PDF, CSV (text/csv) or XLSX. A period over 366 days is refused with -1008 on `endTime`.',
      },
    },
  },
  'POST /common/verify': {
    summary: 'What a genuine receipt or statement states, by its code',
    reply: { data: verifiedDocumentView },
  },
};
