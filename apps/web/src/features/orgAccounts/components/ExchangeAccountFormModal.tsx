import { Alert, Col, Form, Modal, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormModal } from '../../../lib/useFormModal.ts';
import { useFormOpening } from '../../../lib/useFormOpening.ts';
import { saveExchangeAccount, type ExchangeAccount, type ExchangeAccountInput } from '../api.ts';
import { maxLengthRule } from '../rules.ts';
import { OptionalTextFields } from './OptionalTextFields.tsx';
import { TrimmedInput, TrimmedTextArea } from '../../../components/TrimmedInput.tsx';

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
  const { submit, modalProps } = useFormModal(
    form,
    (values: ExchangeAccountInput) => saveExchangeAccount({ ...values, id: account?.id }),
    { done: t('orgAccounts:saved'), invalidate: ['exchangeAccount'], onClose },
  );
  const label = (field: string) => t(`orgAccounts:exchange.field.${field}`);
  const max = (n: number) => maxLengthRule(t, n);
  // Text only: a rule with more keys than `required` validates as a string, which a number fails.
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t(`orgAccounts:exchange.required.${field}`),
  });

  // An approved account's edit is a payee update: reviewed while the approved details stay.
  const updatesPayee = account?.exchangeStatus === 1;
  // A payee update still waiting opens with its own details, so a second edit amends it.
  const waiting = account?.payeeChange?.status === 0 ? account.payeeChange : undefined;
  useFormOpening(
    form,
    open ? (account ? `account:${account.id}` : 'new') : null,
    waiting ?? account ?? { type: 1 },
  );

  return (
    <Modal
      {...modalProps}
      open={open}
      title={account ? t('orgAccounts:exchange.editTitle') : t('orgAccounts:exchange.add')}
      okText={t('orgAccounts:save')}
      cancelText={t('orgAccounts:cancel')}
      width={720}
    >
      {account && (
        <Alert
          type={updatesPayee ? 'info' : 'warning'}
          showIcon
          title={t(
            updatesPayee
              ? 'orgAccounts:exchange.editPayeeChange'
              : 'orgAccounts:exchange.editResets',
          )}
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
              <TrimmedInput maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="accountNumber"
              label={label('accountNumber')}
              rules={[required('accountNumber'), max(50)]}
            >
              <TrimmedInput maxLength={50} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="bankName"
              label={label('bankName')}
              rules={[required('bankName'), max(100)]}
            >
              <TrimmedInput maxLength={100} />
            </Form.Item>
          </Col>
          <OptionalTextFields fields={OPTIONAL} label={label} />
        </Row>
        <Form.Item name="applyReason" label={label('applyReason')} rules={[max(500)]}>
          <TrimmedTextArea maxLength={500} rows={3} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
