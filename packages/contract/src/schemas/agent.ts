import { z } from 'zod';
import { fundPasswordField, idField, phoneField } from './fields.ts';
import { amountField, snField } from './money.ts';

/** The two countries whose agents take cash (SPEC §2: logins for 254 and 255). */
export const CASH_IN_COUNTRIES = [254, 255] as const;

/**
 * Who the agent is crediting: the customer's 10-digit account number, or their mobile number in
 * Kenya (+254) or Tanzania (+255). Exactly one of the two.
 */
const customerFields = {
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{10}$/, { message: 'accountNoRule' })
    .optional(),
  countryId: z
    .union([z.literal(CASH_IN_COUNTRIES[0]), z.literal(CASH_IN_COUNTRIES[1])], {
      message: 'invalid',
    })
    .optional(),
  phone: phoneField.optional(),
};

function oneCustomer(
  body: { accountNo?: string; phone?: string; countryId?: number },
  ctx: z.RefinementCtx,
) {
  if (body.accountNo !== undefined) {
    if (body.phone !== undefined)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'accountNoOrPhone' });
    return;
  }
  if (body.phone === undefined)
    ctx.addIssue({ code: 'custom', path: ['accountNo'], message: 'accountNoOrPhone' });
  else if (body.countryId === undefined)
    ctx.addIssue({ code: 'custom', path: ['countryId'], message: 'required' });
}

/** /agent/cashIn/lookup: the customer's masked name, for the agent to confirm at the counter. */
export const agentCashInLookupBody = z.object(customerFields).superRefine(oneCustomer);

/** /agent/cashIn/create: credits the customer from the agent's float; `sn` makes it idempotent. */
export const agentCashInCreateBody = z
  .object({
    ...customerFields,
    sn: snField,
    currencyId: idField,
    amount: amountField,
    fundPassword: fundPasswordField,
  })
  .superRefine(oneCustomer);

export type AgentCashInLookupBody = z.infer<typeof agentCashInLookupBody>;
export type AgentCashInCreateBody = z.infer<typeof agentCashInCreateBody>;
