import { z } from 'zod';
import { RATE_PERIODS } from '../enums.ts';
import { countryIdField, emailField } from './fields.ts';

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
