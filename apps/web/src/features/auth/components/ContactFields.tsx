import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './CountrySelect.tsx';
import { emailRules, phoneRules } from '../rules.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

export type ContactMethod = 'phone' | 'email';

/** Country plus phone, or email: the account identifier used by every auth form. */
export function ContactFields({
  method,
  withCountry,
}: {
  method: ContactMethod;
  withCountry: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {withCountry && (
        <Form.Item
          name="countryId"
          label={t('auth:fields.country')}
          rules={[{ required: true, message: t('auth:rules.countryRequired') }]}
        >
          <CountrySelect />
        </Form.Item>
      )}
      {method === 'phone' ? (
        <Form.Item name="phone" label={t('auth:fields.phone')} rules={phoneRules(t)}>
          <TrimmedInput
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('auth:fields.phonePlaceholder')}
          />
        </Form.Item>
      ) : (
        <Form.Item name="email" label={t('auth:fields.email')} rules={emailRules(t)}>
          <TrimmedInput inputMode="email" autoComplete="email" placeholder="name@example.com" />
        </Form.Item>
      )}
    </>
  );
}
