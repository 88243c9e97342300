import { isKycFieldRequired, kycFieldsFor, type KycSaveInput } from '@pesa/contract';

export type KycData = Partial<Record<keyof KycSaveInput, unknown>>;

// The lists themselves are shared with the web form (packages/contract kyc-fields.ts).
export { isKycFileField as isFileField, kycFieldsFor as fieldsFor } from '@pesa/contract';

export function requiredFor(userType: number): (keyof KycSaveInput)[] {
  return kycFieldsFor(userType).filter((f) => isKycFieldRequired(userType, f));
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
