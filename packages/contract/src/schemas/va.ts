import { z } from 'zod';
import { countryIdField, idField, pageFields } from './fields.ts';

/** VA account status (SPEC §4). */
export const VaStatus = {
  SUBMITTED: 'Submitted',
  CONFIRMED: 'Confirmed',
  SUCCESSFUL: 'Successful',
} as const;

export const vaApplyBody = z.object({
  countryId: countryIdField,
  currencyId: idField,
  /** The VA user agreement must be read and agreed (SPEC §5); anything but true is refused. */
  agree: z.unknown().optional(),
});
export const vaListBody = z.object({
  ...pageFields,
  status: z.enum(['Submitted', 'Confirmed', 'Successful']).optional(),
});
/** The operators' list of every account's VAs, oldest first, optionally in one status. */
export const operatorVaListBody = vaListBody;
const detail = (max: number) => z.string().trim().min(1).max(max);
export const operatorVaConfirmBody = z.object({ id: idField });
export const operatorVaCompleteBody = z.object({
  id: idField,
  accountId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,64}$/, { message: 'invalid' }),
  accountName: detail(100),
  bankName: detail(100),
  bankAddress: z.string().trim().max(200).optional(),
  payBillNum: z.string().trim().max(30).optional(),
  branchCode: z.string().trim().max(30).optional(),
  bankCode: z.string().trim().max(30).optional(),
});

/** A bank's deposit notification to a VA (POST /api/channels/va/deposit, HMAC-signed). */
export const vaDepositBody = z.object({
  eventId: z.string().trim().min(1).max(80),
  accountId: z.string().trim().min(1).max(64),
  amount: z.string().regex(/^\d{1,15}(\.\d{1,6})?$/),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  payerName: z.string().trim().max(100).optional(),
  reference: z.string().trim().max(100).optional(),
});

export interface VaAccountView {
  id: number;
  accountId: string;
  accountName: string;
  status: string;
  countryId: number;
  currencyId: number;
  bankName: string;
  bankAddress: string;
  payBillNum: string;
  branchCode: string;
  bankCode: string;
  payType: number | null;
  createTime: string;
  updateTime: string;
}
