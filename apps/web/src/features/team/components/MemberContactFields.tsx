import { Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { emailRules, phoneRules } from '../rules.ts';
import { CountryCodeSelect } from './CountryCodeSelect.tsx';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

/** Country with phone, and email: how the member signs in (at least one of the two). */
export function MemberContactFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('team:field.phone')}
        htmlFor="member-phone"
        extra={t('team:member.contactHint')}
      >
        <Space.Compact block>
          <Form.Item
            name="countryId"
            noStyle
            rules={[{ required: true, message: t('team:rules.countryRequired') }]}
          >
            <CountryCodeSelect />
          </Form.Item>
          <Form.Item name="phonenumber" noStyle rules={phoneRules(t)} dependencies={['email']}>
            <TrimmedInput
              id="member-phone"
              inputMode="tel"
              autoComplete="off"
              placeholder="0712 345 678"
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="email" label={t('team:field.email')} rules={emailRules(t)}>
        <TrimmedInput inputMode="email" autoComplete="off" placeholder="name@example.com" />
      </Form.Item>
    </>
  );
}
