import { z } from 'zod';
import { NOTIFICATION_KINDS } from '@pesa/domain';
import { idField, pageFields } from './fields.ts';

/** POST /notify/list: the caller's notifications, newest first, with the unread count. */
export const notifyListBody = z.object({
  ...pageFields,
  unreadOnly: z.boolean().optional(),
});

/** POST /notify/read: the listed notifications, or every one with `all: true`. */
export const notifyReadBody = z.union([
  z.object({
    ids: z.array(idField).min(1, { message: 'required' }).max(100, { message: 'tooLong' }),
  }),
  z.object({ all: z.literal(true) }),
]);

/** POST /notify/settings/save: per kind, whether SMS and email go out (the app always shows it). */
export const notifySettingsBody = z.object({
  settings: z
    .array(z.object({ kind: z.enum(NOTIFICATION_KINDS), sms: z.boolean(), email: z.boolean() }))
    .min(1, { message: 'required' })
    .max(NOTIFICATION_KINDS.length, { message: 'tooLong' }),
});
