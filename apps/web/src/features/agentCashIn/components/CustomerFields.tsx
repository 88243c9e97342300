import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CASH_IN_COUNTRIES } from '@pesa/contract';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';
import type { LookupBy } from '../cashInForm.ts';

const DIAL = { 254: '+254', 255: '+255' } as const;

/** How the agent names the customer: the account number, or the mobile number in KE or TZ. */
export function CustomerFields({ by }: { by: LookupBy }) {
  const { t } = useTranslation();
  const required = { required: true, message: t('agentCashIn:required') };
  return (
    <>
      <Form.Item name="by" label={t('agentCashIn:by')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'accountNo', label: t('agentCashIn:byAccountNo') },
            { value: 'phone', label: t('agentCashIn:byPhone') },
          ]}
        />
      </Form.Item>
      {by === 'accountNo' ? (
        <Form.Item
          name="accountNo"
          label={t('agentCashIn:accountNo')}
          rules={[required, { pattern: /^\d{10}$/, message: t('agentCashIn:accountNoRule') }]}
        >
          <TrimmedInput inputMode="numeric" maxLength={10} autoComplete="off" />
        </Form.Item>
      ) : (
        <>
          <Form.Item name="countryId" label={t('agentCashIn:country')} rules={[required]}>
            <Select options={CASH_IN_COUNTRIES.map((id) => ({ value: id, label: DIAL[id] }))} />
          </Form.Item>
          <Form.Item
            name="phone"
            label={t('agentCashIn:phone')}
            rules={[
              required,
              { pattern: /^\+?[0-9 ]{4,20}$/, message: t('agentCashIn:phoneRule') },
            ]}
          >
            <TrimmedInput inputMode="tel" autoComplete="off" />
          </Form.Item>
        </>
      )}
    </>
  );
}
