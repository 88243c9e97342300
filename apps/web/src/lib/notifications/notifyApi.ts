import type { NotificationKind } from '@pesa/domain';
import { request } from '../request/request.ts';

/** One row of POST /notify/list, already in the request's language. */
export interface NotificationItem {
  id: number;
  kind: NotificationKind;
  type: string;
  title: string;
  body: string;
  sn: string | null;
  read: boolean;
  createTime: string;
}

export interface NotificationPage {
  list: NotificationItem[];
  total: number;
  unread: number;
}

export interface NotificationSetting {
  kind: NotificationKind;
  sms: boolean;
  email: boolean;
  /** Security messages: always on, shown but not changeable. */
  locked: boolean;
}

/** The bell's, the list's and the preferences' queries share these keys. */
export const NOTIFY_KEYS = {
  all: ['notify'] as const,
  list: (pageSize: number) => ['notify', 'list', pageSize] as const,
  settings: ['notify', 'settings'] as const,
};

export const notifyApi = {
  list: (pageNum: number, pageSize: number) =>
    request.post<NotificationPage>('/notify/list', { pageNum, pageSize }, { repeatSubmit: false }),
  read: (body: { ids: number[] } | { all: true }) =>
    request.post<{ unread: number }>('/notify/read', body, { repeatSubmit: false }),
  settings: () => request.post<NotificationSetting[]>('/notify/settings/get', {}),
  saveSettings: (settings: Array<Pick<NotificationSetting, 'kind' | 'sms' | 'email'>>) =>
    request.post<NotificationSetting[]>('/notify/settings/save', { settings }),
};
