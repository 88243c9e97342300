import { useEffect, useState } from 'react';
import { Alert, Col, Form, Input, Modal, Radio, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback.ts';
import { serverFieldErrors } from '../../../lib/request/fieldErrors.ts';
import { saveExchangeAccount, type ExchangeAccount, type ExchangeAccountInput } from '../api.ts';

/** Optional text fields and their server limits (packages/contract exchangeAccountBody). */
const OPTIONAL: [keyof ExchangeAccountInput, number][] = [
  ['idNo', 50],
  ['cardNo', 50],
  ['branchName', 100],
  ['province', 100],
  ['city', 100],
  ['lineNumber', 30],
];

/** Add or edit an exchange (settlement) account with every SPEC §3 field. */
export function ExchangeAccountFormModal({
  open,
  account,
  onClose,
}: {
  open: boolean;
  account?: ExchangeAccount;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ExchangeAccountInput>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const label = (field: string) => t(`orgAccounts:exchange.field.${field}`);
  const max = (n: number) => ({ max: n, message: t('orgAccounts:tooLong', { max: n }) });
  // Text only: a rule with more keys than `required` validates as a string, which a number fails.
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t(`orgAccounts:exchange.required.${field}`),
  });

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(account ?? { type: 1 });
  }, [open, account, form]);

  const submit = async (values: ExchangeAccountInput) => {
    setSaving(true);
    try {
      await saveExchangeAccount({ ...values, id: account?.id });
      feedback().message.success(t('orgAccounts:saved'));
      await queryClient.invalidateQueries({ queryKey: ['exchangeAccount'] });
      onClose();
    } catch (error) {
      form.setFields(serverFieldErrors(error) as Parameters<typeof form.setFields>[0]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={account ? t('orgAccounts:exchange.editTitle') : t('orgAccounts:exchange.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('orgAccounts:save')}
      cancelText={t('orgAccounts:cancel')}
      confirmLoading={saving}
      width={720}
      destroyOnHidden
      forceRender
    >
      {account && (
        <Alert
          type="warning"
          showIcon
          title={t('orgAccounts:exchange.editResets')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="type"
          label={label('type')}
          rules={[{ required: true, message: t('orgAccounts:exchange.required.type') }]}
        >
          <Radio.Group
            options={[1, 2, 3].map((v) => ({
              value: v,
              label: t(`orgAccounts:exchange.holder.${v}`),
            }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="accountName"
              label={label('accountName')}
              rules={[required('accountName'), max(100)]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="accountNumber"
              label={label('accountNumber')}
              rules={[required('accountNumber'), max(50)]}
            >
              <Input maxLength={50} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="bankName"
              label={label('bankName')}
              rules={[required('bankName'), max(100)]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {OPTIONAL.map(([field, limit]) => (
            <Col key={field} xs={24} md={12}>
              <Form.Item name={field} label={label(field)} rules={[max(limit)]}>
                <Input maxLength={limit} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="applyReason" label={label('applyReason')} rules={[max(500)]}>
          <Input.TextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
