import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
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
  const [submitting, setSubmitting] = useState(false);

  const finish = async ({ password }: { password: string }) => {
    setSubmitting(true);
    try {
      await onSubmit(password);
    } catch {
      // Shown by the request layer; the form stays filled in for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form layout="vertical" requiredMark={false} onFinish={finish}>
      <Form.Item
        name="password"
        label={t('auth:fields.newPassword')}
        rules={passwordRules(t)}
        extra={t('auth:rules.passwordHint')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('auth:fields.confirmPassword')}
        dependencies={['password']}
        rules={confirmRules(t)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
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
