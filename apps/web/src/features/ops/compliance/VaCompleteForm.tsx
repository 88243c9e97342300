import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VaCompletion } from './complianceCalls.ts';

/** The bank's details of a confirmed VA; saving them opens the account (Confirmed → Successful). */
export function VaCompleteForm({
  pending,
  onComplete,
}: {
  pending: boolean;
  onComplete: (details: VaCompletion) => void;
}) {
  const { t } = useTranslation(['ops', 'va']);
  const required = [{ required: true, whitespace: true, message: t('required') }];
  const optional = (max: number) => [{ max }];
  return (
    <Form<VaCompletion>
      layout="vertical"
      requiredMark={false}
      onFinish={(values) =>
        onComplete(
          Object.fromEntries(
            Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]),
          ) as VaCompletion,
        )
      }
      style={{ marginTop: 16 }}
    >
      <Typography.Title level={5}>{t('compliance.va.completeTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('compliance.va.completeHelp')}
      </Typography.Paragraph>
      <Form.Item
        name="accountId"
        label={t('va:field.accountId')}
        rules={[
          ...required,
          { pattern: /^[A-Za-z0-9-]{4,64}$/, message: t('compliance.va.accountIdRule') },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="accountName"
        label={t('va:field.accountName')}
        rules={[...required, { max: 100 }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="bankName" label={t('va:field.bankName')} rules={[...required, { max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item name="bankAddress" label={t('va:field.bankAddress')} rules={optional(200)}>
        <Input />
      </Form.Item>
      <Form.Item name="payBillNum" label={t('va:field.payBillNum')} rules={optional(30)}>
        <Input />
      </Form.Item>
      <Form.Item name="branchCode" label={t('va:field.branchCode')} rules={optional(30)}>
        <Input />
      </Form.Item>
      <Form.Item name="bankCode" label={t('va:field.bankCode')} rules={optional(30)}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('compliance.va.complete')}
      </Button>
    </Form>
  );
}
