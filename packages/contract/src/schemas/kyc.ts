import { z } from 'zod';
import { countryIdField, emailField, idField, intField, pageFields, phoneField } from './fields.ts';

/** Optional free text: trimmed; empty or null means "not given" (a draft may leave it out). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'tooLong' })
    .nullish()
    .transform((v) => (v ? v : undefined));
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const band = (max: number) => optional(intField.min(1).max(max));
const countryList = optional(z.array(countryIdField).max(60));
/** A stored upload path (`<mainUserId>/<hex>.<ext>`); ownership is checked by the server. */
const file = text(120);

/** ID document types of an individual: 1 national ID, 2 passport, 3 alien / residence ID. */
export const KycIdType = { NATIONAL_ID: 1, PASSPORT: 2, ALIEN_ID: 3 } as const;

/** Individual KYC: identity details and the ID front, back and a photo. */
export const individualKycFields = {
  fullName: text(100),
  idType: optional(intField.min(1).max(3)),
  idNumber: text(40),
  dateOfBirth: optional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid' })),
  nationality: optional(countryIdField),
  address: text(200),
  idFrontFile: file,
  idBackFile: file,
  photoFile: file,
};

/** Company KYB (SPEC §3), the four steps of the form in one object. */
export const companyKybFields = {
  companyName: text(150),
  tradingName: text(150),
  phone: optional(phoneField),
  email: optional(emailField),
  address: text(200),
  natureScope: text(500),
  /** Monthly turnover / annual volume band 1-6 (SPEC §3). */
  volumeBand: band(6),
  /** Industry 1-25 (SPEC §3). */
  industry: band(25),
  receiveCountries: countryList,
  remitCountries: countryList,
  incorporationFile: file,
  memorandumFile: file,
  boardResolutionFile: file,
  taxCertificateFile: file,
  addressProofFile: file,
  auditedReportFile: file,
  businessPermitFile: file,
  amlPolicyFile: file,
  sourceOfFundsFile: file,
  tradingLicenceFile: file,
  idFrontFile: file,
  idBackFile: file,
  photoFile: file,
};

/** /user/auth/save: a draft; any subset of the fields of the caller's user type. */
export const kycSaveBody = z.object({ ...individualKycFields, ...companyKybFields });
export type KycSaveInput = z.infer<typeof kycSaveBody>;

export const kycStartParam = z.object({ id: idField });

export const operatorKycApproveBody = z.object({ userId: idField });
export const operatorKycRejectBody = z.object({
  userId: idField,
  reason: z.string().trim().min(1).max(500),
});
export const operatorKycListBody = z.object({
  ...pageFields,
  status: z.enum(['-1', '0', '00', '1', '2']).optional(),
  /** The account type (SPEC §2): 2 individuals (KYC), 1 companies (KYB); left out, both. */
  userType: z.union([z.literal(1), z.literal(2)]).optional(),
});
