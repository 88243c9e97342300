import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ApiDashboard,
  ApiMode,
  UserApiInfo,
  UserApiSecret,
  WebhookAttemptRow,
  WebhookEventRow,
} from '@pesa/contract';
import { request } from '../../lib/request/request.ts';
import { READ } from '../../lib/money/api.ts';

/** What the applicant fills in (`userApiSaveBody`); monthly volume in USD. */
export interface ApplicationValues {
  companyName: string;
  description?: string;
  monthlyVolume: string;
  notifyUrl: string;
  ipWhitelist?: string;
}

export function saveApplication(values: ApplicationValues) {
  return request.post<unknown>('/user/userApi/save', {
    companyName: values.companyName,
    description: values.description ?? '',
    monthlyVolume: values.monthlyVolume,
    notifyUrl: values.notifyUrl,
    ipWhitelist: values.ipWhitelist ?? '',
  });
}

/** A new pair for one mode; the old pair stops working at once. Replies with the new info. */
export function refreshKeys(mode: ApiMode) {
  return request.post<UserApiInfo | null>('/user/userApi/refresh', { mode });
}

/** One mode's secret, shown only against the caller's own transaction password. */
export function readSecret(mode: ApiMode, fundPassword: string) {
  return request.post<UserApiSecret>('/user/userApi/secret', { mode, fundPassword });
}

/** Every key of the dashboard's and the delivery log's queries starts with this. */
export const API_SCREEN_KEY = ['userApi', 'screen'] as const;

export function useApiDashboard(mode: ApiMode) {
  return useQuery({
    queryKey: [...API_SCREEN_KEY, 'dashboard', mode],
    queryFn: () => request.post<ApiDashboard>('/user/userApi/dashboard', { mode }, READ),
    placeholderData: keepPreviousData,
  });
}

export interface SandboxTopUpValues {
  accountType: number;
  currencyId: number;
  amount: string;
}

/** Play money into one sandbox account; the server refuses it for live accounts by construction. */
export function sandboxTopUp(values: SandboxTopUpValues) {
  return request.post<unknown>('/user/userApi/sandbox/topUp', values);
}

export interface WebhookFilters {
  pageNum: number;
  pageSize: number;
}

export function useWebhookEvents(mode: ApiMode, filters: WebhookFilters) {
  return useQuery({
    queryKey: [...API_SCREEN_KEY, 'webhooks', mode, filters],
    queryFn: () =>
      request.page<WebhookEventRow>('/user/userApi/webhooks/list', { ...filters, mode }, READ),
    placeholderData: keepPreviousData,
  });
}

export function useWebhookAttempts(eventId: string | null) {
  return useQuery({
    queryKey: [...API_SCREEN_KEY, 'webhookAttempts', eventId],
    queryFn: () =>
      request.post<WebhookAttemptRow[]>('/user/userApi/webhooks/attempts', { eventId }, READ),
    enabled: eventId !== null,
  });
}

export function resendWebhook(eventId: string) {
  return request.post<unknown>('/user/userApi/webhooks/resend', { eventId });
}
