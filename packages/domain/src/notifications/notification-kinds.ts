/**
 * What a notification is about, as people choose them in Profile (docs/notifications.md).
 * Security notifications cannot be turned off: they are how someone learns their account was taken.
 */
export const NOTIFICATION_KINDS = ['money', 'approvals', 'account', 'security'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const LOCKED_NOTIFICATION_KINDS: readonly NotificationKind[] = ['security'];

export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export interface NotificationPreference {
  kind: NotificationKind;
  sms: boolean;
  email: boolean;
}

/**
 * Without a saved choice: money and security by SMS or email, approvals too (makers and
 * approvers were told by SMS before the notification centre existed), account decisions in the
 * app only.
 */
export function defaultPreference(kind: NotificationKind): NotificationPreference {
  const on = kind !== 'account';
  return { kind, sms: on, email: on };
}

/** Whether a message of this kind goes out on this channel, given the person's saved choices. */
export function wantsMessage(
  saved: readonly NotificationPreference[],
  kind: NotificationKind,
  channel: MessageChannel,
): boolean {
  if (LOCKED_NOTIFICATION_KINDS.includes(kind)) return true;
  const choice = saved.find((p) => p.kind === kind) ?? defaultPreference(kind);
  return choice[channel];
}
