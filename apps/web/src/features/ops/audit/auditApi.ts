import { currentLocale } from '../../../lib/i18n.ts';
import { toApiLanguage } from '../../../lib/locale.ts';
import { failed, opsCall, opsCallPaged, opsToken } from '../api/opsClient.ts';

export interface AuditRow {
  id: number;
  operatorId: number;
  operator: string | null;
  action: string;
  /** The action as the console names it: a company's KYC decision is its KYB one. */
  shownAction: string;
  target: string;
  /** What was acted on, by account or order number, username or code. */
  targetView: { kind: string; label: string };
  detail: string;
  /** A line the system wrote, as a key under settingsAudit.details with its values. */
  detailKey: string | null;
  detailParams: Record<string, string>;
  /** The operator's own words, shown as typed when there is no key. */
  detailText: string;
  createTime: string;
}

export interface AuditFilter {
  operatorId?: number;
  action?: string;
  beginTime?: string;
  endTime?: string;
}

export const auditApi = {
  list: (filter: AuditFilter, pageNum: number, pageSize: number) =>
    opsCallPaged<AuditRow>('/ops/audit/list', { ...filter, pageNum, pageSize }),
  filters: () =>
    opsCall<{ operators: Array<{ id: number; username: string }>; actions: string[] }>(
      '/ops/audit/filters',
    ),
  /**
   * Downloads the filter's CSV, made by the server. A JSON reply is an error (bad filter, too
   * many rows, signed out), thrown with its message; a file is saved through a blob link.
   */
  async download(filter: AuditFilter): Promise<void> {
    const token = opsToken();
    const response = await fetch('/api/ops/audit/export', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json;charset=utf-8',
        'Content-Language': toApiLanguage(currentLocale()),
        ...(token && { Authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(filter),
    });
    if (!(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
      const reply = (await response.json().catch(() => null)) as {
        code: number;
        msg: string;
      } | null;
      throw failed(reply ?? { code: response.status, msg: response.statusText }, token);
    }
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
      'operator-audit.csv';
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // The click has handed the blob to the download; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  },
};
