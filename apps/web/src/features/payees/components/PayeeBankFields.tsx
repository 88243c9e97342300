import { Alert, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';
import { PayeeBankPicker } from './PayeeBankPicker.tsx';

const HAN = /\p{Script=Han}/u;

/**
 * A bank or CNY account (SPEC §3 Recipient): the bank from the picker, holder, number, branch,
 * the bank's address, and the account's own id and name where the bank keeps them. Bank rails
 * may hold another currency of the country (e.g. a USD account over Pesalink).
 */
export function PayeeBankFields({
  cny,
  countryId,
  currencies,
}: {
  cny: boolean;
  countryId: number;
  currencies: Array<{ currencyId: number; code: string; name: string }>;
}) {
  const { t } = useTranslation();
  const required = { required: true, whitespace: true };
  const chinese = {
    validator: (_: unknown, value?: string) =>
      !value || HAN.test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('payees:chinese'))),
  };
  const text = (name: string, label: string, max: number, rules: object[] = []) => (
    <Form.Item name={name} label={t(`payees:field.${label}`)} rules={rules}>
      <TrimmedInput maxLength={max} />
    </Form.Item>
  );

  return (
    <>
      {cny && <Alert type="warning" showIcon title={t('payees:chineseHint')} />}
      {!cny && currencies.length > 1 && (
        <Form.Item
          name="currencyId"
          label={t('payees:field.currency')}
          rules={[{ required: true }]}
        >
          <Select
            options={currencies.map((c) => ({
              value: c.currencyId,
              label: `${c.code} · ${c.name}`,
            }))}
          />
        </Form.Item>
      )}
      <PayeeBankPicker countryId={countryId} cny={cny} />
      {text('bankName', 'bankName', 100, cny ? [required, chinese] : [required])}
      {text('bankUser', 'bankUser', 100, cny ? [required, chinese] : [required])}
      <Form.Item
        name="bankNo"
        label={cny ? t('payees:field.cardNo') : t('payees:field.bankNo')}
        rules={[required]}
      >
        <TrimmedInput maxLength={50} />
      </Form.Item>
      {!cny && (
        <Form.Item name="bankSwiftCode" label={t('payees:field.swift')}>
          <TrimmedInput maxLength={11} style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      )}
      {text('bankBranch', 'bankBranch', 100, cny ? [chinese] : [])}
      {text('bankAddrees', 'bankAddress', 200)}
      {text('bankCity', 'bankCity', 100)}
      {text('bankState', 'bankState', 100)}
      {text('bankZipcode', 'bankZipcode', 20)}
      {text('accountId', 'accountId', 64)}
      {text('accountName', 'accountName', 100)}
      <Form.Item name="mobile" label={t('payees:field.mobile')}>
        <TrimmedInput inputMode="tel" placeholder={cny ? '+86 138 0000 0000' : undefined} />
      </Form.Item>
    </>
  );
}
