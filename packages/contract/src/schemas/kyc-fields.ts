import { isBusinessUserType } from '../enums.ts';
import type { KycSaveInput } from './kyc.ts';

/**
 * Which answers a KYC (individual) or KYB (company) application asks for, in form order, and
 * which are required. The server refuses a submission by these lists and the web form walks its
 * steps by them, so both read this one place.
 */
export type KycField = keyof KycSaveInput;

/** The user type whose application is a company's KYB. */
export const COMPANY_USER_TYPE = 1;

/** An individual's KYC: one form, every answer required. */
export const INDIVIDUAL_KYC_FIELDS: readonly KycField[] = [
  'fullName',
  'idType',
  'idNumber',
  'dateOfBirth',
  'nationality',
  'address',
  'idFrontFile',
  'idBackFile',
  'photoFile',
];

/** A company's KYB in four steps (SPEC §3 Company KYB); every answer but the trading name. */
export const COMPANY_KYB_STEPS: readonly { key: string; fields: readonly KycField[] }[] = [
  { key: 'company', fields: ['companyName', 'tradingName', 'phone', 'email', 'address'] },
  {
    key: 'business',
    fields: ['natureScope', 'industry', 'volumeBand', 'receiveCountries', 'remitCountries'],
  },
  {
    key: 'documents',
    fields: [
      'incorporationFile',
      'memorandumFile',
      'boardResolutionFile',
      'taxCertificateFile',
      'addressProofFile',
      'auditedReportFile',
      'businessPermitFile',
      'amlPolicyFile',
      'sourceOfFundsFile',
      'tradingLicenceFile',
    ],
  },
  { key: 'identity', fields: ['idFrontFile', 'idBackFile', 'photoFile'] },
];
export const COMPANY_KYB_FIELDS: readonly KycField[] = COMPANY_KYB_STEPS.flatMap((s) => s.fields);
const OPTIONAL_KYB_FIELDS = new Set<KycField>(['tradingName']);

/** A company and an agent (a business that handles other people's cash) both answer the KYB. */
export function kycFieldsFor(userType: number): readonly KycField[] {
  return isBusinessUserType(userType) ? COMPANY_KYB_FIELDS : INDIVIDUAL_KYC_FIELDS;
}

export function isKycFieldRequired(userType: number, field: KycField): boolean {
  return !isBusinessUserType(userType) || !OPTIONAL_KYB_FIELDS.has(field);
}

/** Document answers are upload paths, named `…File`. */
export function isKycFileField(field: string): boolean {
  return field.endsWith('File');
}
