import { useTranslation } from 'react-i18next';
import { SegmentedRadios } from '../../../components/plain/SegmentedRadios.tsx';
import type { ContactMethod } from '../components/ContactFields.tsx';

const METHODS: ContactMethod[] = ['phone', 'email'];

/** Phone or email, as two radio buttons drawn as a segmented switch over the form's width. */
export function MethodRadios({
  value,
  onChange,
  label,
}: {
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
  /** The group's name for a screen reader ("Sign in with" unless told). */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedRadios
      className="auth-method"
      block
      label={label ?? t('auth:method.label')}
      name="contact-method"
      value={value}
      onChange={onChange}
      options={METHODS.map((method) => ({ value: method, label: t(`auth:method.${method}`) }))}
    />
  );
}
