import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHINA_COUNTRY_ID } from '@pesa/contract';
import { useBankCodes, type BankCode } from '../api.ts';

/**
 * The bank picker (`/common/choice/bankCodes`): banks of the recipient's country for bank rails,
 * Chinese banks for CNY accounts. Choosing one fills the bank name and, for bank rails, the
 * SWIFT code, which stay editable (a branch may have its own SWIFT code).
 */
export function PayeeBankPicker({ countryId, cny }: { countryId: number; cny: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const { data: banks = [], isLoading } = useBankCodes(cny ? CHINA_COUNTRY_ID : countryId);
  const choose = (code: string | undefined) => {
    const bank: BankCode | undefined = banks.find((b) => b.code === code);
    if (!bank) return;
    form.setFieldValue('bankName', bank.name);
    if (!cny) form.setFieldValue('bankSwiftCode', bank.swiftCode);
  };
  return (
    <Form.Item
      name="choiceBankCode"
      label={t('payees:field.choiceBankCode')}
      extra={t('payees:bankPickerHint')}
    >
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={isLoading}
        placeholder={t('payees:chooseBank')}
        onChange={choose}
        options={banks.map((b) => ({ value: b.code, label: `${b.name} (${b.code})` }))}
      />
    </Form.Item>
  );
}
