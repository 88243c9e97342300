import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiMode, WebhookEventRow } from '@pesa/contract';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';
import { Pager } from '../../../components/plain/Pager.tsx';
import { PlainCard } from '../../../components/plain/PlainCard.tsx';
import { PlainTable, type PlainColumn } from '../../../components/plain/PlainTable.tsx';
import { StatusTag, type TagTone } from '../../../components/plain/StatusTag.tsx';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { feedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { lazyAntdPage } from '../../../app/router/lazyAntdPage.tsx';
import { API_SCREEN_KEY, resendWebhook, useWebhookEvents } from '../api.ts';

// The tries of one event open in a dialog, loaded (with antd's providers) when first asked for.
const WebhookAttemptsModal = lazyAntdPage(() => import('./WebhookAttemptsModal.tsx'));

const STATUS_TONES: Record<WebhookEventRow['status'], TagTone> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
};

/** The webhooks sent to the notify URL in the shown mode, their tries, and a way to send again. */
export function WebhookDeliveriesCard({ mode }: { mode: ApiMode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const { filters, setPage } = usePagedFilters();
  const query = useWebhookEvents(mode, filters);
  const [openEvent, setOpenEvent] = useState<string | null>(null);
  const [resending, setResending] = useState<string | null>(null);

  const resend = async (eventId: string) => {
    setResending(eventId);
    try {
      await resendWebhook(eventId);
      feedback().message.success(t('apiAccess:webhooks.resent'));
      await queryClient.invalidateQueries({ queryKey: [...API_SCREEN_KEY, 'webhooks'] });
      await queryClient.invalidateQueries({ queryKey: [...API_SCREEN_KEY, 'webhookAttempts'] });
    } catch {
      // The request layer has shown why.
    } finally {
      setResending(null);
    }
  };

  const columns: PlainColumn<WebhookEventRow>[] = [
    { key: 'event', title: t('apiAccess:webhooks.event'), render: (row) => row.eventId },
    { key: 'type', title: t('apiAccess:webhooks.type'), render: (row) => row.eventType },
    { key: 'sn', title: t('money:field.sn'), render: (row) => row.sn },
    {
      key: 'status',
      title: t('money:field.status'),
      render: (row) => (
        <StatusTag tone={STATUS_TONES[row.status]}>
          {t(`apiAccess:webhooks.status.${row.status}`)}
        </StatusTag>
      ),
    },
    {
      key: 'attempts',
      title: t('apiAccess:webhooks.attempts'),
      align: 'right',
      render: (row) => row.attempts,
    },
    {
      key: 'lastStatusCode',
      title: t('apiAccess:webhooks.lastStatusCode'),
      // Without an HTTP status (no connection, a timeout) the error says what went wrong.
      render: (row) =>
        row.lastStatusCode ??
        (row.lastError ? (
          <span className="api-webhook-error text-secondary" title={row.lastError}>
            {row.lastError}
          </span>
        ) : (
          '-'
        )),
    },
    {
      key: 'nextTry',
      title: t('apiAccess:webhooks.nextTry'),
      render: (row) => formatDateTime(row.nextAttemptTime),
    },
    {
      key: 'createTime',
      title: t('money:field.createTime'),
      render: (row) => formatDateTime(row.createTime),
    },
    {
      key: 'actions',
      title: t('apiAccess:webhooks.actions'),
      // Kept in sight on wide screens while the log scrolls; a phone has no room to spare.
      pinned: !isPhone,
      render: (row) => (
        <span className="api-webhook-actions">
          <button type="button" className="plain-link" onClick={() => setOpenEvent(row.eventId)}>
            {t('apiAccess:webhooks.showAttempts')}
          </button>
          <button
            type="button"
            className="plain-button is-small"
            aria-busy={resending === row.eventId}
            disabled={resending !== null}
            onClick={() => void resend(row.eventId)}
          >
            {t('apiAccess:webhooks.resend')}
          </button>
        </span>
      ),
    },
  ];

  return (
    <PlainCard
      title={t('apiAccess:webhooks.title')}
      className="api-card"
      data-testid="api-webhooks"
    >
      <PlainTable<WebhookEventRow>
        rowKey={(row) => row.eventId}
        loading={query.isFetching}
        rows={query.data?.rows}
        empty={t('apiAccess:webhooks.empty')}
        label={t('apiAccess:webhooks.title')}
        columns={columns}
      />
      <Pager {...filters} total={query.data?.total} onPage={setPage} />
      <OnceOpened open={openEvent !== null}>
        <WebhookAttemptsModal eventId={openEvent} onClose={() => setOpenEvent(null)} />
      </OnceOpened>
    </PlainCard>
  );
}
