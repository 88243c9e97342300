import { z } from 'zod';
import { countryIdField, emailField, idField, pageFields, phoneField } from './fields.ts';

const statusField = z.union([z.literal(0), z.literal(1)]);
/** SPEC §5: team passwords are 6-12 characters. */
const teamPasswordField = z.string().min(6, { message: 'teamPasswordRule' }).max(12, {
  message: 'teamPasswordRule',
});
const permissionName = z.string().trim().min(1).max(80);

export const roleBody = z.object({
  name: z.string().trim().min(1).max(40),
  menus: z.array(permissionName).max(200),
  status: statusField.default(0),
});
export const roleEditBody = roleBody.extend({ id: idField });
export const roleListBody = z.object({ ...pageFields, name: z.string().trim().optional() });

export const teamMemberBody = z.object({
  userName: z.string().trim().min(1).max(40),
  email: emailField.optional(),
  phonenumber: phoneField.optional(),
  countryId: countryIdField,
  roleId: idField,
  remark: z.string().trim().max(200).optional(),
  password: teamPasswordField,
  status: statusField.default(0),
});
export const teamMemberEditBody = teamMemberBody.omit({ password: true }).extend({ id: idField });
export const teamResetPwdBody = z.object({
  id: idField,
  password: teamPasswordField,
});
export const teamListBody = z.object({ ...pageFields, userName: z.string().trim().optional() });
