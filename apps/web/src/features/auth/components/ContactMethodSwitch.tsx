import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContactMethod } from './ContactFields.tsx';

/** Phone or email: which contact an auth form identifies the account by. */
export function ContactMethodSwitch({
  value,
  onChange,
}: {
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented<ContactMethod>
      block
      value={value}
      onChange={onChange}
      className="auth-method"
      options={[
        { value: 'phone', label: t('auth:method.phone') },
        { value: 'email', label: t('auth:method.email') },
      ]}
    />
  );
}
