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
export const countryIdField = z.coerce.number().int().positive();
export const sceneField = z.enum(CODE_SCENES);
export const userTypeField = z.union([z.literal(1), z.literal(2)]);
export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const pageFields = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};
