import { Modal, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookAttemptRow } from '@pesa/contract';
import { formatDateTime } from '../../../lib/format.ts';
import { useWebhookAttempts } from '../api.ts';

/** Every delivery try of one event: when, the receiver's HTTP status, or why it failed. */
export function WebhookAttemptsModal({
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
      <Table<WebhookAttemptRow>
        rowKey="attempt"
        size="small"
        loading={isFetching}
        dataSource={data}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('apiAccess:webhooks.noAttempts') }}
        columns={[
          { title: '#', dataIndex: 'attempt' },
          {
            title: t('apiAccess:webhooks.time'),
            render: (_, row) => formatDateTime(row.createTime),
          },
          {
            title: t('apiAccess:webhooks.statusCode'),
            render: (_, row) => row.statusCode ?? '-',
          },
          { title: t('apiAccess:webhooks.error'), render: (_, row) => row.error || '-' },
        ]}
      />
    </Modal>
  );
}
