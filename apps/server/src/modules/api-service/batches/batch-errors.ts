import { ErrorCode, errorMessages, type LocalizedText } from '@pesa/contract';
import type { z } from 'zod';
import type { Lang } from '../../../i18n/language.ts';
import { AppError } from '../../../plugins/app-error.ts';
import { appErrorText, fieldErrors, validationCode } from '../../../plugins/envelope.ts';

/** Why an item was rejected or failed, stored in both languages and answered in the caller's. */
export interface ItemError {
  code: number;
  msg: LocalizedText;
}

const LANGS: readonly Lang[] = ['en', 'zh'];

/** "Parameter error: phone Required; amount Not valid": the code's text and its fields. */
function joined(base: string, fields: Array<{ field: string; message: string }>): string {
  if (fields.length === 0) return base;
  return `${base}: ${fields.map((f) => `${f.field} ${f.message}`).join('; ')}`;
}

/** An item that fails the payout schema, with the code the single payout would answer. */
export function schemaError(error: z.ZodError, input: unknown): ItemError {
  const issues = error.issues.map((issue) => ({
    instancePath: `/${issue.path.map(String).join('/')}`,
    keyword: issue.code,
    message: issue.message,
  }));
  const code = validationCode(issues, input);
  const msg = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      joined(errorMessages[code][lang], fieldErrors(issues, lang, input)),
    ]),
  ) as unknown as LocalizedText;
  return { code, msg };
}

/** A business refusal (AppError) as the single payout would answer it. */
export function businessError(error: AppError): ItemError {
  const texts = LANGS.map((lang) => appErrorText(error, lang));
  return {
    code: texts[0]!.code,
    msg: {
      en: joined(texts[0]!.msg, texts[0]!.fields),
      zh: joined(texts[1]!.msg, texts[1]!.fields),
    },
  };
}

/** An item whose merchantOrderNo an earlier item of the same batch already uses. */
export function repeatedInBatch(): ItemError {
  return businessError(
    new AppError(ErrorCode.API_ORDER_NO_CONFLICT, { messageKey: 'batchOrderNoRepeated' }),
  );
}
