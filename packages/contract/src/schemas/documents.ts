import { z } from 'zod';
import { idField, intField } from './fields.ts';

/** The most days one statement covers (docs/documents.md): a year, leap day included. */
export const STATEMENT_MAX_DAYS = 366;

export const STATEMENT_FORMATS = ['pdf', 'csv', 'xlsx'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/**
 * POST /account/statement (a SPEC §7 download, so it may arrive form-encoded: numbers as text).
 * `scope` picks the wallet: 0 domestic (the default), 1 cross-border.
 */
export const statementBody = z
  .object({
    currencyId: idField,
    startTime: z.iso.datetime({ message: 'invalid' }),
    endTime: z.iso.datetime({ message: 'invalid' }),
    format: z.enum(STATEMENT_FORMATS, { message: 'invalid' }),
    scope: intField.min(0, { message: 'invalid' }).max(1, { message: 'invalid' }).default(0),
  })
  .superRefine((body, ctx) => {
    const days = (Date.parse(body.endTime) - Date.parse(body.startTime)) / 86_400_000;
    if (days <= 0)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'statementRangeOrder' });
    else if (days > STATEMENT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'statementRangeTooLong' });
  });

/**
 * A document's verification code as printed: 20 base32 letters and digits (100 bits), shown in
 * groups of four; the dashes, spaces and case a person types are ignored.
 */
export const documentCodeField = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{20}$/, { message: 'documentCodeRule' }));

/** POST /common/verify (no token). */
export const verifyBody = z.object({ code: documentCodeField });
