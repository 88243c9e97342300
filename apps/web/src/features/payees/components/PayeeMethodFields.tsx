import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PayeeFieldSet } from '../../../lib/money/payeeFields.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';
import type { CountryExtInfo } from '../api.ts';
import { PayeeBankFields } from './PayeeBankFields.tsx';

/**
 * The fields of one payment method: phone, bank account, Chinese bank account or wallet. The
 * country's information (`/common/countryExtInfo`) gives the phone example and the currencies.
 */
export function PayeeMethodFields({
  fieldSet,
  countryId,
  country,
}: {
  fieldSet: PayeeFieldSet;
  countryId: number;
  country: CountryExtInfo | undefined;
}) {
  const { t } = useTranslation();
  const required = { required: true, whitespace: true };

  if (fieldSet === 'mobile') {
    return (
      <Form.Item name="phone" label={t('payees:field.phone')} rules={[required]}>
        <TrimmedInput inputMode="tel" placeholder={country?.phoneExample} />
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
  return (
    <PayeeBankFields
      cny={fieldSet === 'cny'}
      countryId={countryId}
      currencies={country?.currencies ?? []}
    />
  );
}
