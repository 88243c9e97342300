import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ApiMode, WebhookEventRow } from '@pesa/contract';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { feedback } from '../../../lib/feedback.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { usePagedFilters } from '../../../lib/usePagedFilters.ts';
import { API_SCREEN_KEY, resendWebhook, useWebhookEvents } from '../api.ts';
import { WebhookAttemptsModal } from './WebhookAttemptsModal.tsx';

const STATUS_COLOURS: Record<WebhookEventRow['status'], string> = {
  pending: 'processing',
  delivered: 'success',
  failed: 'error',
};

/** The webhooks sent to the notify URL in the shown mode, their tries, and a way to send again. */
export function WebhookDeliveriesCard({ mode }: { mode: ApiMode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const { filters, pagination } = usePagedFilters();
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

  return (
    <Card title={t('apiAccess:webhooks.title')} className="api-card" data-testid="api-webhooks">
      <Table<WebhookEventRow>
        rowKey="eventId"
        size="small"
        loading={query.isFetching}
        dataSource={query.data?.rows}
        pagination={pagination(query.data?.total)}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('apiAccess:webhooks.empty') }}
        columns={[
          { title: t('apiAccess:webhooks.event'), dataIndex: 'eventId' },
          { title: t('apiAccess:webhooks.type'), dataIndex: 'eventType' },
          { title: t('money:field.sn'), dataIndex: 'sn' },
          {
            title: t('money:field.status'),
            render: (_, row) => (
              <Tag color={STATUS_COLOURS[row.status]}>
                {t(`apiAccess:webhooks.status.${row.status}`)}
              </Tag>
            ),
          },
          { title: t('apiAccess:webhooks.attempts'), dataIndex: 'attempts', align: 'right' },
          {
            title: t('apiAccess:webhooks.lastStatusCode'),
            // Without an HTTP status (no connection, a timeout) the error says what went wrong.
            render: (_, row) =>
              row.lastStatusCode ??
              (row.lastError ? (
                <Typography.Text
                  type="secondary"
                  ellipsis={{ tooltip: row.lastError }}
                  className="api-webhook-error"
                >
                  {row.lastError}
                </Typography.Text>
              ) : (
                '-'
              )),
          },
          {
            title: t('apiAccess:webhooks.nextTry'),
            render: (_, row) => formatDateTime(row.nextAttemptTime),
          },
          {
            title: t('money:field.createTime'),
            render: (_, row) => formatDateTime(row.createTime),
          },
          {
            title: t('apiAccess:webhooks.actions'),
            // Kept in sight on wide screens while the log scrolls; a phone has no room to spare.
            fixed: isPhone ? undefined : 'right',
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => setOpenEvent(row.eventId)}>
                  {t('apiAccess:webhooks.showAttempts')}
                </Button>
                <Button
                  size="small"
                  loading={resending === row.eventId}
                  disabled={resending !== null && resending !== row.eventId}
                  onClick={() => void resend(row.eventId)}
                >
                  {t('apiAccess:webhooks.resend')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <WebhookAttemptsModal eventId={openEvent} onClose={() => setOpenEvent(null)} />
    </Card>
  );
}
