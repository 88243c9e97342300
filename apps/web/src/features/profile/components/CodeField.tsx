import { Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/SendCodeButton.tsx';
import { codeRules } from '../rules.ts';

/** The 6-digit verification code input with its send button. */
export function CodeField({ send, help }: { send: () => Promise<boolean>; help?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('profile:field.code')} required htmlFor="code" extra={help}>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={codeRules(t)}>
          <Input id="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </Form.Item>
        <SendCodeButton send={send} ns="profile" />
      </Space.Compact>
    </Form.Item>
  );
}
