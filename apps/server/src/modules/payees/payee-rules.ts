import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { PayType, type PayeeInput, type ValidationMessageKey } from '@pesa/contract';
import { isValidAccountNumber, normaliseMobile } from '@pesa/domain';

export const MOBILE_MONEY_TYPES: number[] = [
  PayType.MPESA_KES,
  PayType.HALOTEL,
  PayType.AIRTEL,
  PayType.TIGO,
  PayType.MPESA,
];
export const BANK_TYPES: number[] = [PayType.RTGS, PayType.PESALINK, PayType.TISS, PayType.TIPS];
export const CNY_TYPES: number[] = [PayType.CNY_ACCOUNT_TZS, PayType.CNY_ACCOUNT_KES];

export type FieldProblem = { field: string; key: ValidationMessageKey };

/** The recipient's fields after the rules: numbers in their canonical form. */
export type NormalisedPayee = PayeeInput;

const HAN = /\p{Script=Han}/u;
const compact = (value: string) => value.replace(/[\s-]/g, '');
const looksLikeIban = (value: string) => /^[A-Z]{2}\d{2}[A-Z0-9]+$/i.test(value);

/**
 * A contact number: a mobile of the recipient's country in any local form, or any valid number
 * written internationally (a CNY recipient's contact is often Chinese). Stored as E.164.
 */
function contactNumber(countryId: number, raw: string): string | null {
  const local = normaliseMobile(countryId, raw);
  if (local) return local;
  const cleaned = compact(raw);
  if (!cleaned.startsWith('+')) return null;
  const parsed = parsePhoneNumberFromString(cleaned);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * Field rules per payment method (SPEC §3, §5): mobile money needs a mobile of the country,
 * bank rails need bank name, holder and account (IBANs and SWIFT codes must be valid), CNY
 * accounts need Chinese bank details and a 12-19 digit card or account number, and a wallet
 * recipient needs a well-formed account number (its existence is checked by the service).
 */
export function checkPayee(input: PayeeInput): {
  problems: FieldProblem[];
  payee: NormalisedPayee;
} {
  const problems: FieldProblem[] = [];
  const payee: NormalisedPayee = { ...input };
  const problem = (field: string, key: ValidationMessageKey) => problems.push({ field, key });
  const required = (...fields: Array<'bankName' | 'bankUser' | 'bankNo' | 'userAccountNo'>) => {
    for (const field of fields) if (!input[field]) problem(field, 'required');
  };

  if (MOBILE_MONEY_TYPES.includes(input.payType)) {
    const e164 = input.phone ? normaliseMobile(input.countryId, input.phone) : null;
    if (!input.phone) problem('phone', 'required');
    else if (!e164) problem('phone', 'phoneRule');
    else payee.phone = e164;
  } else if (input.phone) {
    const e164 = contactNumber(input.countryId, input.phone);
    if (e164) payee.phone = e164;
    else problem('phone', 'phoneRule');
  }
  if (input.mobile) {
    const e164 = contactNumber(input.countryId, input.mobile);
    if (e164) payee.mobile = e164;
    else problem('mobile', 'phoneRule');
  }

  if (BANK_TYPES.includes(input.payType)) {
    required('bankName', 'bankUser', 'bankNo');
    if (input.bankNo) {
      const bankNo = compact(input.bankNo).toUpperCase();
      if (looksLikeIban(bankNo)) {
        const iban = electronicFormatIBAN(bankNo);
        if (iban && isValidIBAN(iban)) payee.bankNo = iban;
        else problem('bankNo', 'ibanRule');
      } else if (/^[A-Z0-9]{5,34}$/.test(bankNo)) {
        payee.bankNo = bankNo;
      } else {
        problem('bankNo', 'bankNoRule');
      }
    }
  }

  if (CNY_TYPES.includes(input.payType)) {
    required('bankName', 'bankUser', 'bankNo');
    for (const field of ['bankName', 'bankUser', 'bankBranch'] as const) {
      const value = input[field];
      if (value && !HAN.test(value)) problem(field, 'chineseRequired');
    }
    if (input.bankNo) {
      const digits = compact(input.bankNo);
      if (/^\d{12,19}$/.test(digits)) payee.bankNo = digits;
      else problem('bankNo', 'cnBankCardRule');
    }
  }

  if (input.bankSwiftCode) {
    const bic = input.bankSwiftCode.toUpperCase();
    if (isValidBIC(bic)) payee.bankSwiftCode = bic;
    else problem('bankSwiftCode', 'swiftRule');
  }

  if (input.payType === PayType.WALLET) {
    required('userAccountNo');
    if (input.userAccountNo && !isValidAccountNumber(input.userAccountNo)) {
      problem('userAccountNo', 'accountNoRule');
    }
  }
  return { problems, payee };
}
