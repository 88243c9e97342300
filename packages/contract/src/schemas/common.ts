import { z } from 'zod';
import { RATE_PERIODS } from '../enums.ts';
import { countryIdField, DB_INT_MAX, DB_INT_MIN, emailField } from './fields.ts';

export const countryIdBody = z.object({ countryId: countryIdField });
export const optionalCountryBody = z.object({
  countryId: countryIdField.optional(),
  scope: z.union([z.literal(0), z.literal(1)]).optional(),
});
export const countryIdParam = z.object({ countryId: countryIdField });
export const exchangeRateHistoryBody = z.object({
  pair: z.string().regex(/^[A-Z]{3}\/[A-Z]{3}$/, { message: 'invalid' }),
  period: z.enum(RATE_PERIODS).default('lastMonth'),
});
/** Calls that take no payload still accept an empty object (or nothing). */
export const emptyBody = z.object({}).optional();

/** Topics of the public contact form (POST /common/contact). */
export const CONTACT_TOPICS = ['account', 'payment', 'api', 'other'] as const;
/** A visitor's message to the support inbox; `phone` is optional and free-form. */
export const contactBody = z.object({
  name: z.string().trim().min(1, { message: 'required' }).max(80, { message: 'tooLong' }),
  email: emailField,
  phone: z
    .string()
    .trim()
    .max(20, { message: 'tooLong' })
    .regex(/^(\+?[0-9 ]{4,20})?$/, { message: 'phoneRule' })
    .optional(),
  topic: z.enum(CONTACT_TOPICS, { message: 'invalid' }),
  message: z.string().trim().min(1, { message: 'required' }).max(1000, { message: 'tooLong' }),
});
export type ContactBody = z.infer<typeof contactBody>;

/**
 * Replies of the public service pages' calls (/common/public/*), which a visitor reads before
 * signing up. Read-only; the web checks them with these schemas too.
 */
export const publicRateRow = z.object({
  pair: z.string(),
  fromCurrency: z.string(),
  toCurrency: z.string(),
  /** Decimal text: units of toCurrency for one unit of fromCurrency, at mid. */
  rate: z.string(),
  /** What a customer converting fromCurrency gets per unit (mid less the spread). */
  forwardRate: z.string(),
  /** What a customer converting toCurrency gets per unit, in fromCurrency. */
  reverseRate: z.string(),
  updateTime: z.string(),
});
export type PublicRateRow = z.infer<typeof publicRateRow>;
export const publicRatesReply = z.array(publicRateRow);

export const publicMethod = z.object({
  payType: z.number().int().min(DB_INT_MIN).max(DB_INT_MAX),
  name: z.string(),
  kind: z.string(),
  currencyCode: z.string(),
});
export type PublicMethod = z.infer<typeof publicMethod>;

/** One sending country: how money leaves it across borders and how that balance is funded. */
export const publicCorridor = z.object({
  countryId: z.number().int().min(1).max(DB_INT_MAX),
  countryName: z.string(),
  currencyCode: z.string(),
  payouts: z.array(publicMethod),
  fundings: z.array(publicMethod),
});
export type PublicCorridor = z.infer<typeof publicCorridor>;
export const publicCorridorsReply = z.array(publicCorridor);
