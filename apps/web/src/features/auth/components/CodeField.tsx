import { Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../components/SendCodeButton.tsx';
import { codeRules } from '../rules.ts';
import { useSendContactCode } from '../useSendContactCode.ts';
import type { ContactMethod } from './ContactFields.tsx';
import type { CodeScene } from '../api.ts';
import { TrimmedInput } from '../../../components/TrimmedInput.tsx';

/** Verification-code input with its send button. */
export function CodeField({ method, scene }: { method: ContactMethod; scene: CodeScene }) {
  const { t } = useTranslation();
  const send = useSendContactCode(method, scene);
  return (
    <Form.Item label={t('auth:fields.code')} required htmlFor="code">
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={codeRules(t)}>
          <TrimmedInput
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            showCount={false}
          />
        </Form.Item>
        <SendCodeButton
          send={send}
          ns="auth"
          // The server answers a reset alike for any address, account or not (docs/identity.md).
          sentText={scene === 'findPwd' ? t('auth:code.sentIfAccount') : undefined}
        />
      </Space.Compact>
    </Form.Item>
  );
}
