import { z } from 'zod';
import { BANK_PAY_TYPES, PayType } from '../enums.ts';
import { countryIdField, intField } from './fields.ts';

/** The grades of a name check (docs/name-check.md); the same list as the domain's. */
export const NAME_CHECK_GRADES = ['MATCH', 'CLOSE_MATCH', 'NO_MATCH', 'UNAVAILABLE'] as const;

/** Pay types whose payee is a bank account rather than a phone. */
const ACCOUNT_PAY_TYPES: readonly number[] = [
  ...BANK_PAY_TYPES,
  PayType.CNY_ACCOUNT_KES,
  PayType.CNY_ACCOUNT_TZS,
];

export function payeeByAccount(payType: number): boolean {
  return ACCOUNT_PAY_TYPES.includes(payType);
}

const nameField = z.string().trim().min(1).max(100);
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{4,20}$/, { message: 'phoneRule' });
const accountNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 -]{4,50}$/, { message: 'invalid' });
const bankCode = z.string().trim().max(30);

/** `POST /payee/check`: a phone for mobile money, an account number for banks. */
export const payeeCheckBody = z
  .object({
    countryId: countryIdField,
    payType: intField.min(0),
    phone: phone.optional(),
    bankNo: accountNo.optional(),
    bankCode: bankCode.optional(),
    name: nameField,
  })
  .superRefine((body, ctx) => {
    if (payeeByAccount(body.payType)) {
      if (!body.bankNo) ctx.addIssue({ code: 'custom', path: ['bankNo'], message: 'required' });
    } else if (!body.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
    }
  });
export type PayeeCheckInput = z.infer<typeof payeeCheckBody>;

/** What a name check answers: the registered name only with CLOSE_MATCH, never with NO_MATCH. */
export const payeeCheckReply = z.object({
  result: z.enum(NAME_CHECK_GRADES).meta({
    description:
      'MATCH: the names agree. CLOSE_MATCH: the same person written another way (registeredName shows how the rail has it). NO_MATCH: another name is registered (never shown). UNAVAILABLE: this rail cannot check names.',
  }),
  registeredName: z
    .string()
    .optional()
    .meta({ description: 'The name the rail holds; present only when result is CLOSE_MATCH.' }),
});
export type PayeeCheckReply = z.output<typeof payeeCheckReply>;

/** `POST /open/v1/payee/check`: the payout's fields that name the payee. */
export const openPayeeCheckBody = z
  .object({
    payType: z.union([
      z.literal(2),
      z.literal(3),
      z.literal(5),
      z.literal(6),
      z.literal(7),
      z.literal(100),
      z.literal(101),
      z.literal(102),
      z.literal(103),
    ]),
    /** Mobile-money pay types: the number in international form. */
    phone: z
      .string()
      .trim()
      .regex(/^\+?\d{9,15}$/, { message: 'phoneRule' })
      .optional(),
    /** Bank pay types. */
    bankCode: bankCode.optional(),
    bankAccountNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,34}$/, { message: 'invalid' })
      .optional(),
    name: nameField,
  })
  .superRefine((body, ctx) => {
    if (BANK_PAY_TYPES.includes(body.payType)) {
      if (!body.bankAccountNo)
        ctx.addIssue({ code: 'custom', path: ['bankAccountNo'], message: 'required' });
    } else if (!body.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
    }
  });
export type OpenPayeeCheckInput = z.infer<typeof openPayeeCheckBody>;
