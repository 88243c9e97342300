import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import type { PasswordProps } from 'antd/es/input';

interface Props {
  /** The new password's field; its repetition is `confirmName`. */
  name?: string;
  confirmName?: string;
  label: string;
  confirmLabel: string;
  rules: Rule[];
  /** Should check that the repetition equals the `name` field. */
  confirmRules: Rule[];
  /** Help under the new password, e.g. what it must contain. */
  extra?: string;
  /** Other fields the new password's rules read, e.g. an old password it must differ from. */
  dependencies?: string[];
  /** E.g. a numeric keyboard and 6 digits for a transaction password. */
  inputProps?: PasswordProps;
}

/**
 * A new password and its repetition. The repetition is checked again whenever the password
 * changes, and browsers are told both are new (so they offer to generate, not to fill in).
 */
export function NewPasswordFields({
  name = 'password',
  confirmName = 'confirm',
  label,
  confirmLabel,
  rules,
  confirmRules,
  extra,
  dependencies,
  inputProps,
}: Props) {
  const input = <Input.Password {...inputProps} autoComplete="new-password" />;
  return (
    <>
      <Form.Item name={name} label={label} rules={rules} dependencies={dependencies} extra={extra}>
        {input}
      </Form.Item>
      <Form.Item name={confirmName} label={confirmLabel} rules={confirmRules} dependencies={[name]}>
        {input}
      </Form.Item>
    </>
  );
}
