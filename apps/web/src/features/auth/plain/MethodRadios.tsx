import { useTranslation } from 'react-i18next';
import type { ContactMethod } from '../components/ContactFields.tsx';
import './plainForm.css';

const METHODS: ContactMethod[] = ['phone', 'email'];

/**
 * Phone or email, as two radio buttons drawn as a segmented switch: the arrow keys move between
 * them and a screen reader names the group and the choice.
 */
export function MethodRadios({
  value,
  onChange,
}: {
  value: ContactMethod;
  onChange: (method: ContactMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="auth-method plain-segmented"
      role="radiogroup"
      aria-label={t('auth:method.label')}
    >
      {METHODS.map((method) => (
        <label
          key={method}
          className={method === value ? 'plain-segment is-selected' : 'plain-segment'}
        >
          <input
            type="radio"
            name="contact-method"
            value={method}
            checked={method === value}
            onChange={() => onChange(method)}
          />
          <span>{t(`auth:method.${method}`)}</span>
        </label>
      ))}
    </div>
  );
}
