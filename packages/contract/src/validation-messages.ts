import type { LocalizedText } from './error-codes.ts';

/**
 * Field-level messages used in -1008 replies. Schemas refer to these by key, so the server can
 * answer in the caller's language; zod's own issue codes map to the generic ones.
 */
export const validationMessages = {
  required: { en: 'This field is required', zh: '此项为必填项' },
  invalid: { en: 'This value is not valid', zh: '该值无效' },
  tooShort: { en: 'This value is too short', zh: '该值太短' },
  tooLong: { en: 'This value is too long', zh: '该值太长' },
  unknownField: { en: 'This field is not allowed', zh: '不允许此字段' },
  passwordRule: {
    en: 'Use at least 6 characters with digits, upper and lower-case letters and no spaces',
    zh: '密码至少6位，须包含数字及大小写字母，且不能有空格',
  },
  fundPasswordRule: { en: 'The transaction password is 6 digits', zh: '交易密码为6位数字' },
  teamPasswordRule: { en: 'Use 6 to 12 characters', zh: '请输入6至12位字符' },
  codeRule: { en: 'The verification code is 6 digits', zh: '验证码为6位数字' },
  emailRule: { en: 'Enter a valid email address', zh: '请输入有效的邮箱地址' },
  phoneRule: {
    en: 'Enter a valid mobile number for the chosen country',
    zh: '请输入所选国家的有效手机号码',
  },
  samePassword: {
    en: 'The new password must differ from the old one',
    zh: '新密码不能与旧密码相同',
  },
  sameValue: { en: 'The new value must differ from the current one', zh: '新值不能与当前值相同' },
} satisfies Record<string, LocalizedText>;

export type ValidationMessageKey = keyof typeof validationMessages;
