import type { ReactNode } from 'react';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/NewPasswordFields.tsx';
import { usePendingAction } from '../../../lib/usePendingAction.ts';
import { confirmRules, passwordRules } from '../rules.ts';

interface Props {
  submitLabel: string;
  onBack: () => void;
  /** Rejects when the server refused; the request layer has shown why. */
  onSubmit: (password: string, values: Record<string, unknown>) => Promise<void>;
  /** Fields asked before the password (sign-up asks the code again after a refresh). */
  children?: ReactNode;
  initialValues?: object;
}

/** New password with confirmation, shared by sign-up and password recovery. */
export function SetPasswordStep({ submitLabel, onBack, onSubmit, children, initialValues }: Props) {
  const { t } = useTranslation();
  // A refusal keeps the form filled in for another try.
  const [submitting, run] = usePendingAction();
  const finish = (values: { password: string }) => run(() => onSubmit(values.password, values));

  return (
    <Form layout="vertical" requiredMark={false} onFinish={finish} initialValues={initialValues}>
      {children}
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
