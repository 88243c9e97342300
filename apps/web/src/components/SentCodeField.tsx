import { useId } from 'react';
import { Form, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN } from '@pesa/contract';
import { SendCodeButton } from './SendCodeButton.tsx';
import { TrimmedInput } from './TrimmedInput.tsx';

interface Props {
  send: () => Promise<boolean>;
  help?: string;
  /** The form field; a form with two codes names the second one. */
  name?: string;
  label?: string;
}

/** The code field's rules; the server checks the same pattern (packages/contract). */
export const sentCodeRules = (t: TFunction): Rule[] => [
  { required: true, message: t('profile:rules.codeRequired') },
  { pattern: CODE_PATTERN, message: t('profile:rules.codePattern') },
];

/**
 * A 6-digit verification code input with its send button, for a code sent to the signed-in
 * user's own phone or email (profile changes, the transaction password).
 */
export function SentCodeField({ send, help, name = 'code', label }: Props) {
  const { t } = useTranslation();
  // Unique on the page, so the label finds its own input while another dialog is still mounted.
  const id = useId();
  return (
    <Form.Item label={label ?? t('profile:field.code')} required htmlFor={id} extra={help}>
      <Space.Compact block>
        <Form.Item name={name} noStyle rules={sentCodeRules(t)}>
          <TrimmedInput
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            showCount={false}
          />
        </Form.Item>
        <SendCodeButton send={send} ns="profile" />
      </Space.Compact>
    </Form.Item>
  );
}
