import { useId } from 'react';
import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/SendCodeButton.tsx';
import { codeRules } from '../rules.ts';

interface Props {
  send: () => Promise<boolean>;
  help?: string;
  /** The form field; a form with two codes names the second one. */
  name?: string;
  label?: string;
}

/** A 6-digit verification code input with its send button. */
export function CodeField({ send, help, name = 'code', label }: Props) {
  const { t } = useTranslation();
  // Unique on the page, so the label finds its own input while another dialog is still mounted.
  const id = useId();
  return (
    <Form.Item label={label ?? t('profile:field.code')} required htmlFor={id} extra={help}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={codeRules(t)}>
          <Input id={id} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <SendCodeButton send={send} ns="profile" />
      </Space.Compact>
    </Form.Item>
  );
}
