import { z } from 'zod';
import { countryIdField, idField, intField, pageFields } from './fields.ts';

/** Optional free text: trimmed; empty or null means "not given". */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : undefined));

/** An optional number where forms may send '' or null for "none" (never coerced to 0). */
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** Account holder type (SPEC §3): 1 company, 2 individual, 3 my own account. */
export const PayeeHolderType = { COMPANY: 1, INDIVIDUAL: 2, OWN_ACCOUNT: 3 } as const;
/** Recipient audit status (SPEC §4): -1 pending, 1 approved, 2 rejected. */
export const PayeeAuditStatus = { PENDING: -1, APPROVED: 1, REJECTED: 2 } as const;

/**
 * A recipient with every SPEC §3 field. Which fields are required depends on payType; the server
 * checks that (and phone numbers, IBANs, SWIFT codes, Chinese text) after the schema.
 * `bankAddrees` keeps the SPEC's spelling because the web app sends it that way.
 */
export const payeeBody = z.object({
  countryId: countryIdField,
  payType: intField.min(0),
  currencyId: idField,
  name: z.string().trim().min(1).max(100),
  type: intField.refine((v) => v === 1 || v === 2 || v === 3, { message: 'invalid' }),
  userAccountNo: text(20),
  phone: text(30),
  mobile: text(30),
  bankName: text(100),
  bankUser: text(100),
  bankNo: text(50),
  bankSwiftCode: text(11),
  bankAddrees: text(200),
  bankCity: text(100),
  bankZipcode: text(20),
  bankState: text(100),
  bankBranch: text(100),
  choiceBankCode: text(20),
  accountId: text(64),
  accountName: text(100),
  remark: text(200),
  /** Optional: the server derives scope from the payment method and refuses a mismatch. */
  scope: optionalNumber(z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]))),
});
export const payeeEditBody = payeeBody.extend({ id: idField });
export const payeeListBody = z.object({
  ...pageFields,
  name: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || undefined),
  payType: optionalNumber(intField.min(0)),
  countryId: optionalNumber(countryIdField),
  currencyId: optionalNumber(idField),
  /** Send-money pages list only the domestic or only the cross-border recipients. */
  scope: optionalNumber(z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]))),
});

export type PayeeInput = z.infer<typeof payeeBody>;

/** A recipient as the list and detail calls return it. Absent text fields are ''. */
export interface PayeeView {
  id: number;
  userAccountNo: string;
  countryId: number;
  name: string;
  payType: number;
  phone: string;
  bankName: string;
  bankUser: string;
  bankNo: string;
  currencyId: number;
  type: number;
  bankSwiftCode: string;
  bankAddrees: string;
  bankCity: string;
  bankZipcode: string;
  bankState: string;
  bankBranch: string;
  choiceBankCode: string;
  accountId: string;
  accountName: string;
  remark: string;
  mobile: string;
  scope: number;
  auditStatus: number;
  auditTime: string | null;
  createTime: string;
  updateTime: string;
}
