import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import {
  isAdultBirthDate,
  isFileField,
  isRequired,
  MAX_COUNTRIES,
  PHONE_PATTERN,
  TEXT_MAX,
  type KycField,
} from './kycFields.ts';

/** antd rules for one answer, mirroring the server's (docs/identity.md), with localized messages. */
export function rulesFor(field: KycField, userType: number, t: TFunction): Rule[] {
  const rules: Rule[] = [];
  if (isRequired(userType, field)) {
    const message = t(isFileField(field) ? 'kyc:rule.fileRequired' : 'kyc:rule.required');
    // Any key besides `required` makes antd check the value as text, so only text answers
    // get `whitespace` (a blank text is missing too).
    const text = field in TEXT_MAX || field === 'phone';
    rules.push(text ? { required: true, whitespace: true, message } : { required: true, message });
  }
  const max = TEXT_MAX[field];
  if (max) rules.push({ max, message: t('kyc:rule.tooLong', { max }) });
  if (field === 'email') rules.push({ type: 'email', message: t('kyc:rule.email') });
  if (field === 'phone') rules.push({ pattern: PHONE_PATTERN, message: t('kyc:rule.phone') });
  if (field === 'receiveCountries' || field === 'remitCountries')
    rules.push({ type: 'array', max: MAX_COUNTRIES, message: t('kyc:rule.tooManyCountries') });
  if (field === 'dateOfBirth')
    rules.push({
      validator: async (_, value?: string) => {
        if (value && !isAdultBirthDate(value, new Date())) throw new Error(t('kyc:rule.adult'));
      },
    });
  return rules;
}
