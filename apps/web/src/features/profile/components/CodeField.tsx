import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeRules } from '../rules.ts';
import { SendCodeButton } from './SendCodeButton.tsx';

/** The 6-digit verification code input with its send button. */
export function CodeField({ send, help }: { send: () => Promise<boolean>; help?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('profile:field.code')} required htmlFor="code" extra={help}>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={codeRules(t)}>
          <Input id="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <SendCodeButton send={send} />
      </Space.Compact>
    </Form.Item>
  );
}
