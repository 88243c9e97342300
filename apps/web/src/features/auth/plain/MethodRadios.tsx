import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../../../components/plain/SegmentedRadios.tsx';
import type { ContactMethod } from '../components/ContactFields.tsx';

const METHODS: ContactMethod[] = ['phone', 'email'];

/** Phone or email, as two radio buttons drawn as a segmented switch over the form's width. */
export function MethodRadios({
  value,
  onChange,
}: {
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedRadios
      className="auth-method"
      block
      label={t('auth:method.label')}
      name="contact-method"
      value={value}
      onChange={onChange}
      options={METHODS.map((method) => ({ value: method, label: t(`auth:method.${method}`) }))}
    />
  );
}
