import { useState } from 'react';
import { App, Button, Form, Input, Modal, Table, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useIsPhone } from '../../../components/useIsPhone.ts';
import { settingsApi, type OpsThreshold } from './settingsApi.ts';
import { useMayCall } from './canChange.ts';

const KEY = ['ops', 'settings', 'thresholds'] as const;

/**
 * /ops/threshold: per currency, the amount above which an order waits for an operator's review
 * (none set: no amount limit). Set through /ops/risk/threshold, audited.
 */
export function OpsThresholdsPage() {
  const { t } = useTranslation('ops');
  const { message } = App.useApp();
  const phone = useIsPhone();
  const client = useQueryClient();
  const mayEdit = useMayCall('/ops/risk/threshold');
  const list = useQuery({ queryKey: KEY, queryFn: settingsApi.thresholds });
  const [editing, setEditing] = useState<OpsThreshold | null>(null);
  const [form] = Form.useForm<{ amount: string }>();
  const save = useMutation({
    mutationFn: (amount: string) => settingsApi.setThreshold(editing!.currencyId, amount),
    onSuccess: () => {
      void message.success(t('operators.saved'));
      void client.invalidateQueries({ queryKey: KEY });
      setEditing(null);
    },
  });

  const columns = [
    {
      title: t('settingsAudit.currency'),
      key: 'currency',
      render: (_: unknown, row: OpsThreshold) => (
        <Typography.Text strong>
          {row.currency} <Typography.Text type="secondary">{row.currencyName}</Typography.Text>
        </Typography.Text>
      ),
    },
    {
      title: t('settingsAudit.threshold.amount'),
      dataIndex: 'amount',
      render: (amount: string | null, row: OpsThreshold) =>
        amount === null ? (
          <Typography.Text type="secondary">{t('settingsAudit.threshold.none')}</Typography.Text>
        ) : (
          formatMoney(amount, row.currency)
        ),
    },
    {
      title: t('settingsAudit.updated'),
      dataIndex: 'updateTime',
      render: (time: string | null) => formatDateTime(time),
    },
    ...(mayEdit
      ? [
          {
            title: t('operators.actions'),
            key: 'actions',
            render: (_: unknown, row: OpsThreshold) => (
              <Button
                size="small"
                onClick={() => {
                  save.reset();
                  setEditing(row);
                }}
              >
                {t('settingsAudit.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('settingsAudit.threshold.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('settingsAudit.threshold.help')}
      </Typography.Paragraph>
      <Table
        rowKey="currencyId"
        loading={list.isPending}
        dataSource={list.data ?? []}
        columns={columns}
        pagination={false}
        size={phone ? 'small' : 'middle'}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={editing !== null}
        title={t('settingsAudit.threshold.editTitle', { currency: editing?.currency })}
        okText={t('settingsAudit.save')}
        cancelText={t('cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ amount: editing?.amount ?? '' }}
          onFinish={(values) => save.mutate(values.amount.trim())}
        >
          {save.isError && (
            <Typography.Paragraph type="danger" role="alert">
              {save.error.message}
            </Typography.Paragraph>
          )}
          <Form.Item
            name="amount"
            label={t('settingsAudit.threshold.amount')}
            rules={[
              { required: true, message: t('required') },
              { pattern: /^\s*\d{1,15}(\.\d{1,6})?\s*$/, message: t('settingsAudit.amountRule') },
            ]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
