import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { usePendingAction } from '../../../lib/usePendingAction.ts';
import { confirmRules, passwordRules } from '../rules.ts';

interface Props {
  submitLabel: string;
  onBack: () => void;
  /** Rejects when the server refused; the request layer has shown why. */
  onSubmit: (password: string) => Promise<void>;
}

/** New password with confirmation, shared by sign-up and password recovery. */
export function SetPasswordStep({ submitLabel, onBack, onSubmit }: Props) {
  const { t } = useTranslation();
  // A refusal keeps the form filled in for another try.
  const [submitting, run] = usePendingAction();
  const finish = ({ password }: { password: string }) => run(() => onSubmit(password));

  return (
    <Form layout="vertical" requiredMark={false} onFinish={finish}>
      <NewPasswordFields
        label={t('auth:fields.newPassword')}
        confirmLabel={t('auth:fields.confirmPassword')}
        rules={passwordRules(t)}
        confirmRules={confirmRules(t)}
        extra={t('auth:rules.passwordHint')}
      />
      <Space orientation="vertical" className="full-width">
        <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
          {submitLabel}
        </Button>
        <Button block onClick={onBack}>
          {t('auth:back')}
        </Button>
      </Space>
    </Form>
  );
}
