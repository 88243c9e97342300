import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookAttemptRow } from '@pesa/contract';
import { PlainTable } from '../../../components/plain/PlainTable.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useWebhookAttempts } from '../api.ts';

/** Every delivery try of one event: when, the receiver's HTTP status, or why it failed. */
export default function WebhookAttemptsModal({
  eventId,
  onClose,
}: {
  eventId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data = [], isFetching } = useWebhookAttempts(eventId);
  return (
    <Modal
      open={eventId !== null}
      title={t('apiAccess:webhooks.attemptsTitle')}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" copyable={eventId ? { text: eventId } : false}>
        {t('apiAccess:webhooks.event')}: {eventId}
      </Typography.Paragraph>
      <PlainTable<WebhookAttemptRow>
        rowKey={(row) => row.attempt}
        loading={isFetching}
        rows={data}
        empty={t('apiAccess:webhooks.noAttempts')}
        columns={[
          { key: 'attempt', title: '#', render: (row) => row.attempt },
          {
            key: 'time',
            title: t('apiAccess:webhooks.time'),
            render: (row) => formatDateTime(row.createTime),
          },
          {
            key: 'statusCode',
            title: t('apiAccess:webhooks.statusCode'),
            render: (row) => row.statusCode ?? '-',
          },
          { key: 'error', title: t('apiAccess:webhooks.error'), render: (row) => row.error || '-' },
        ]}
      />
    </Modal>
  );
}
