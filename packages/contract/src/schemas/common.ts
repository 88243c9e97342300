import { z } from 'zod';
import { RATE_PERIODS } from '../enums.ts';
import { countryIdField } from './fields.ts';

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
