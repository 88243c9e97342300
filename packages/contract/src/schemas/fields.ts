import { z } from 'zod';
import { CODE_SCENES } from '../enums.ts';
import type { ValidationMessageKey } from '../validation-messages.ts';

/** Schemas carry message keys (see validation-messages.ts), never display text. */
const msg = (key: ValidationMessageKey) => ({ message: key });

/** SPEC §5 login password: at least 6 characters, digits, upper and lower case, no spaces. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])\S{6,32}$/;
export const FUND_PASSWORD_PATTERN = /^\d{6}$/;
export const CODE_PATTERN = /^\d{6}$/;

export const passwordField = z.string().regex(PASSWORD_PATTERN, msg('passwordRule'));
export const fundPasswordField = z.string().regex(FUND_PASSWORD_PATTERN, msg('fundPasswordRule'));
export const codeField = z.string().trim().regex(CODE_PATTERN, msg('codeRule'));
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, msg('tooLong'))
  .pipe(z.email(msg('emailRule')));
/** Digits with optional leading +; the server normalises it for the chosen country. */
export const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{4,20}$/, msg('phoneRule'));
/**
 * The range of an INTEGER column on PostgreSQL (int4). Every whole number a request carries (ids,
 * codes, types, page numbers) is held to it here, once, so an out-of-range value is a -1008 on
 * the field instead of a database error; SQLite holds more, so this bounds both engines alike.
 */
export const DB_INT_MAX = 2_147_483_647;
export const DB_INT_MIN = -2_147_483_648;
/** A whole number that fits an INTEGER column (a code, a type, a count). */
export const intField = z.coerce
  .number()
  .int(msg('invalid'))
  .min(DB_INT_MIN, msg('invalid'))
  .max(DB_INT_MAX, msg('invalid'));
/** A row or reference id (userId, countryId, currencyId…): positive and within an INTEGER column. */
export const idField = intField.positive(msg('invalid'));
export const countryIdField = idField;
export const sceneField = z.enum(CODE_SCENES);
export const userTypeField = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const idParam = z.object({ id: idField });

export const pageFields = {
  pageNum: intField.min(1).default(1),
  pageSize: intField.min(1).max(100).default(10),
};
