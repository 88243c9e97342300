import { z } from 'zod';
import { pageFields } from './fields.ts';

const scopeField = z.union([z.literal(0), z.literal(1)]);

/** A Cobo coin code: chain and token, e.g. TRON_USDT, ETH_USDT. */
export const coboCoinField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,40}$/, { message: 'invalid' });

/** POST /cobo/address: the account's deposit address for one wallet (scope) and coin. */
export const coboAddressBody = z.object({ scope: scopeField, coin: coboCoinField });

/** POST /cobo/deposits: the account's credited deposits, newest first. */
export const coboDepositListBody = z.object({ ...pageFields, scope: scopeField.optional() });
