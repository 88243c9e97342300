import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { confirmRules, passwordRules } from '../rules.ts';

/** A member's new password (SPEC §5: 6-12 characters) and its repetition. */
export function MemberPasswordFields({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <NewPasswordFields
      label={label}
      confirmLabel={t('team:field.confirm')}
      rules={passwordRules(t)}
      confirmRules={confirmRules(t)}
    />
  );
}
