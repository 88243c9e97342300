import type { KycSaveInput } from '@pesa/contract';

export type KycData = Partial<Record<keyof KycSaveInput, unknown>>;

/** The answers of an individual's KYC; all required before submitting. */
export const INDIVIDUAL_FIELDS = [
  'fullName',
  'idType',
  'idNumber',
  'dateOfBirth',
  'nationality',
  'address',
  'idFrontFile',
  'idBackFile',
  'photoFile',
] as const;

/** The answers of a company's KYB (four steps); all but the trading name are required. */
export const COMPANY_FIELDS = [
  'companyName',
  'tradingName',
  'phone',
  'email',
  'address',
  'natureScope',
  'volumeBand',
  'industry',
  'receiveCountries',
  'remitCountries',
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
  'idFrontFile',
  'idBackFile',
  'photoFile',
] as const;
const COMPANY_OPTIONAL = new Set<string>(['tradingName']);

const COMPANY = 1;

export function fieldsFor(userType: number): readonly (keyof KycSaveInput)[] {
  return userType === COMPANY ? COMPANY_FIELDS : INDIVIDUAL_FIELDS;
}

export function requiredFor(userType: number): (keyof KycSaveInput)[] {
  return fieldsFor(userType).filter((f) => !COMPANY_OPTIONAL.has(f) || userType !== COMPANY);
}

export function isFileField(field: string): boolean {
  return field.endsWith('File');
}

function empty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)
  );
}

/** The required fields still missing from an application's answers. */
export function missingFields(userType: number, data: KycData): string[] {
  return requiredFor(userType).filter((field) => empty(data[field]));
}

/** A real calendar date in the past, of someone at least 18 years old on `today`. */
export function isAdultBirthDate(value: string, today: Date): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const adult = new Date(date);
  adult.setUTCFullYear(adult.getUTCFullYear() + 18);
  return adult.getTime() <= today.getTime() && date.getUTCFullYear() >= 1900;
}
