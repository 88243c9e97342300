import { z } from 'zod';
import { NOTIFICATION_KINDS } from '@pesa/domain';
import type { AppOperationEntry } from './app-api-types.ts';

const unreadView = z.object({
  unread: z.number().meta({ description: 'How many of my notifications are not read yet.' }),
});

/** One row of the notification centre, its title and text in the caller's language. */
const notificationView = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  type: z
    .string()
    .meta({ description: 'The event, e.g. sendPaid, topUpCredited, approvalWaiting.' }),
  title: z.string(),
  body: z.string(),
  sn: z.string().nullable().meta({ description: 'The order it is about, if any.' }),
  read: z.boolean(),
  createTime: z.string(),
});

/** A kind's channels; security kinds are `locked` (always on). */
const settingView = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  sms: z.boolean(),
  email: z.boolean(),
  locked: z.boolean(),
});

/** The notification centre (docs/notifications.md, issue 32). */
export const NOTIFICATION_OPERATIONS: Record<string, AppOperationEntry> = {
  'POST /notify/list': {
    reply: {
      data: unreadView.extend({ list: z.array(notificationView), total: z.number() }),
    },
  },
  'POST /notify/read': { reply: { data: unreadView } },
  'POST /notify/settings/get': { reply: { data: z.array(settingView) } },
  'POST /notify/settings/save': { reply: { data: z.array(settingView) } },
};
