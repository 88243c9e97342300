/**
 * The answers of a KYC (individual) or KYB (company) application and the rules the server applies
 * to them (apps/server kyc-rules.ts and the contract's kyc schema), mirrored so the form refuses
 * a missing or malformed answer before asking the server.
 */
import {
  COMPANY_KYB_STEPS,
  isBusinessUserType,
  isKycFieldRequired as isRequired,
  kycFieldsFor as fieldsFor,
  type KycField,
} from '@pesa/contract';

// Which answers each form asks for is shared with the server (packages/contract kyc-fields.ts).
// A business (company or agent, `isBusinessUserType`) answers the KYB.
export {
  isBusinessUserType,
  COMPANY_USER_TYPE as COMPANY,
  COMPANY_KYB_FIELDS as COMPANY_FIELDS,
  COMPANY_KYB_STEPS as COMPANY_STEPS,
  INDIVIDUAL_KYC_FIELDS as INDIVIDUAL_FIELDS,
  isKycFieldRequired as isRequired,
  isKycFileField as isFileField,
  kycFieldsFor as fieldsFor,
  type KycField,
} from '@pesa/contract';

export type KycValue = string | number | number[] | null | undefined;
export type KycValues = Partial<Record<KycField, KycValue>>;

/** SPEC §3: industry 1-25, annual volume bands 1-6; ID types 1 national ID, 2 passport, 3 alien ID. */
export const INDUSTRIES = Array.from({ length: 25 }, (_, i) => i + 1);
export const VOLUME_BANDS = Array.from({ length: 6 }, (_, i) => i + 1);
export const ID_TYPES = [1, 2, 3];

/** Longest accepted text per field (the contract's `text(max)`). */
export const TEXT_MAX: Partial<Record<KycField, number>> = {
  fullName: 100,
  idNumber: 40,
  address: 200,
  companyName: 150,
  tradingName: 150,
  natureScope: 500,
  email: 254,
};
/** The contract's phone rule: digits (and spaces) with an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ]{4,20}$/;
/** At most this many countries in a list (the contract's `countryList`). */
export const MAX_COUNTRIES = 60;

/** The i18n key of an answer's label; a company's address is its registered business address. */
export const labelKeyOf = (field: KycField, userType: number) =>
  field === 'address' && isBusinessUserType(userType)
    ? 'kyc:field.companyAddress'
    : `kyc:field.${field}`;

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Required answers still missing, in form order: what the server would refuse on submit. */
export function missingFields(userType: number, values: KycValues): KycField[] {
  return fieldsFor(userType).filter((f) => isRequired(userType, f) && isEmpty(values[f]));
}

/** Index of the KYB step that asks for `field` (0 for an individual's single form). */
export function stepOfField(field: string): number {
  const index = COMPANY_KYB_STEPS.findIndex((s) => s.fields.includes(field as KycField));
  return Math.max(index, 0);
}

/** A real calendar date (YYYY-MM-DD) of someone at least 18 on `today`, born 1900 or later. */
export function isAdultBirthDate(value: string, today: Date): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  const adult = new Date(date);
  adult.setUTCFullYear(adult.getUTCFullYear() + 18);
  return adult.getTime() <= today.getTime() && date.getUTCFullYear() >= 1900;
}

/**
 * The answers of the account's type to save: trimmed, empty ones left out (the server treats
 * empty as "not given" and keeps the earlier answer either way).
 */
export function draftPayload(userType: number, values: KycValues): KycValues {
  const payload: KycValues = {};
  for (const field of fieldsFor(userType)) {
    const value = values[field];
    const clean = typeof value === 'string' ? value.trim() : value;
    if (!isEmpty(clean)) payload[field] = clean;
  }
  return payload;
}

/** The answers of an application as form values (nulls dropped). */
export function formValuesOf(userType: number, application: KycValues): KycValues {
  const values: KycValues = {};
  for (const field of fieldsFor(userType)) {
    const value = application[field];
    if (value !== null && value !== undefined) values[field] = value;
  }
  return values;
}
