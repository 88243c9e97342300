import { isBusinessUserType, isKycFileField, kycFieldsFor, type KycField } from '@pesa/contract';
import type { KycApplication } from '../api/opsCalls.ts';

export const KYC_STATUS_COLOR: Record<string, string> = {
  '-1': 'default',
  '0': 'gold',
  '00': 'blue',
  '1': 'green',
  '2': 'red',
};

/** The applicant's name: the company's for a KYB, the person's for a KYC. */
export function applicantName(row: KycApplication): string {
  return String((isBusinessUserType(row.userType) ? row.companyName : row.fullName) ?? '—');
}

/** The application's answers in form order, split into text answers and documents. */
export function answersOf(row: KycApplication) {
  const fields = kycFieldsFor(row.userType);
  return {
    texts: fields.filter((f) => !isKycFileField(f)),
    files: fields.filter((f) => isKycFileField(f) && typeof row[f] === 'string') as KycField[],
  };
}

/** The status as text: the list answers '0' as the number 0 but '00' as a string. */
export const statusOf = (row: KycApplication) => String(row.auditStatus);

/** A company's address is its registered business address. */
export const labelKeyOf = (field: string, userType: number) =>
  field === 'address' && isBusinessUserType(userType)
    ? 'kyc:field.companyAddress'
    : `kyc:field.${field}`;

/** Only applications waiting for a decision can be decided. */
export const isDecidable = (status: string) => status === '0' || status === '00';
