import { useState } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '../../../components/plain/PlainField.tsx';
import './plainForm.css';

/** A password box with a button that shows or hides what was typed, like antd's. */
export function PasswordInput({
  value,
  onChange,
  autoComplete,
  ...control
}: FieldControlProps & {
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <span className="plain-input-affix">
      <input
        {...control}
        className="plain-input"
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        className="plain-input-suffix"
        aria-label={t('auth:fields.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
      </button>
    </span>
  );
}
