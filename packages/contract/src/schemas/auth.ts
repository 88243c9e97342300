import { z } from 'zod';
import { CONTACT_CHANGES } from '../enums.ts';
import {
  codeField,
  countryIdField,
  emailField,
  fundPasswordField,
  pageFields,
  passwordField,
  phoneField,
  sceneField,
  userTypeField,
} from './fields.ts';

export const sendCodeBody = z.object({
  countryId: countryIdField,
  phone: phoneField,
  scene: sceneField,
});
export const sendMailCodeBody = z.object({ email: emailField, scene: sceneField });

export const registerBody = z.object({
  userType: userTypeField,
  countryId: countryIdField,
  phone: phoneField,
  code: codeField,
  password: passwordField,
});
export const emailRegisterBody = z.object({
  userType: userTypeField,
  countryId: countryIdField,
  email: emailField,
  code: codeField,
  password: passwordField,
});

/** Login only checks presence: the stored hash decides, and rules may have changed since sign-up. */
const currentPasswordField = z.string().min(1).max(128);

export const loginBody = z.object({
  countryId: countryIdField,
  phone: phoneField,
  password: currentPasswordField,
});
export const emailLoginBody = z.object({
  email: emailField,
  password: currentPasswordField,
});

export const findPwdBody = z.object({
  countryId: countryIdField,
  phone: phoneField,
  code: codeField,
  password: passwordField,
});
export const emailFindPwdBody = z.object({
  email: emailField,
  code: codeField,
  password: passwordField,
});

export const resetPwdBody = z.object({
  oldPassword: currentPasswordField,
  newPassword: passwordField,
});
export const resetFundPwdBody = z.object({ code: codeField, fundPassword: fundPasswordField });
/** A code to the account's current contact (scene verifyContact), before the change named. */
export const sendContactCodeBody = z.object({ purpose: z.enum(CONTACT_CHANGES) });
/**
 * Changing the phone or email proves three things, so a stolen session cannot take the account:
 * the login password, a code from the current contact (`oldCode`) and a code from the new one.
 */
export const changePhoneBody = z.object({
  countryId: countryIdField,
  phone: phoneField,
  code: codeField,
  password: currentPasswordField,
  oldCode: codeField,
});
export const changeEmailBody = z.object({
  email: emailField,
  code: codeField,
  password: currentPasswordField,
  oldCode: codeField,
});

export const saveInfoBody = z.object({
  nickName: z.string().trim().max(40).optional(),
  sex: z.enum(['0', '1']).optional(),
  avatar: z.string().trim().max(300).optional(),
});

export const operationLogQuery = z.object({
  ...pageFields,
  eventType: z.string().trim().max(40).optional(),
  beginTime: z.iso.datetime().optional(),
  endTime: z.iso.datetime().optional(),
});

/** The operation log's export: the list's filter without paging (form-encoded, SPEC §7). */
export const operationLogExportBody = operationLogQuery.omit({ pageNum: true, pageSize: true });

export type SendCodeBody = z.infer<typeof sendCodeBody>;
export type RegisterBody = z.infer<typeof registerBody>;
