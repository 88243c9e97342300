import { Alert, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayeeFieldSet } from '../../../lib/money/payeeFields.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

const HAN = /\p{Script=Han}/u;

/** The fields of one payment method: phone, bank account, Chinese bank account or wallet. */
export function PayeeMethodFields({ fieldSet }: { fieldSet: PayeeFieldSet }) {
  const { t } = useTranslation();
  const required = { required: true, whitespace: true };
  const chinese = {
    validator: (_: unknown, value?: string) =>
      !value || HAN.test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('payees:chinese'))),
  };

  if (fieldSet === 'mobile') {
    return (
      <Form.Item name="phone" label={t('payees:field.phone')} rules={[required]}>
        <TrimmedInput inputMode="tel" placeholder="0712 345 678" />
      </Form.Item>
    );
  }
  if (fieldSet === 'wallet') {
    return (
      <Form.Item name="userAccountNo" label={t('payees:field.userAccountNo')} rules={[required]}>
        <TrimmedInput inputMode="numeric" />
      </Form.Item>
    );
  }
  const cny = fieldSet === 'cny';
  return (
    <>
      {cny && <Alert type="warning" showIcon title={t('payees:chineseHint')} />}
      <Form.Item
        name="bankName"
        label={t('payees:field.bankName')}
        rules={cny ? [required, chinese] : [required]}
      >
        <TrimmedInput maxLength={100} />
      </Form.Item>
      <Form.Item
        name="bankUser"
        label={t('payees:field.bankUser')}
        rules={cny ? [required, chinese] : [required]}
      >
        <TrimmedInput maxLength={100} />
      </Form.Item>
      <Form.Item
        name="bankNo"
        label={cny ? t('payees:field.cardNo') : t('payees:field.bankNo')}
        rules={[required]}
      >
        <TrimmedInput maxLength={50} />
      </Form.Item>
      {cny ? (
        <Form.Item name="bankBranch" label={t('payees:field.bankBranch')} rules={[chinese]}>
          <TrimmedInput maxLength={100} />
        </Form.Item>
      ) : (
        <Form.Item name="bankSwiftCode" label={t('payees:field.swift')}>
          <TrimmedInput maxLength={11} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      )}
      {cny && (
        <Form.Item name="mobile" label={t('payees:field.mobile')}>
          <TrimmedInput inputMode="tel" placeholder="+86 138 0000 0000" />
        </Form.Item>
      )}
    </>
  );
}
