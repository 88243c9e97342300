import type { InputHTMLAttributes } from 'react';
import type { FieldControlProps } from './PlainField.tsx';
import './countedInput.css';

type Props = FieldControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id'> & {
    value: string;
    onChange: (value: string) => void;
  };

/**
 * A text box that hands on what is typed and trims it when it loses focus (SPEC §5). Its look
 * (`.plain-input`) comes from the screen's stylesheet: the sign-in card's, or plainControls.css.
 * With a `maxLength` it shows the count against the limit while typing, like antd's `showCount`
 * on TrimmedInput (issue 33): a limit is never a silent cut.
 */
export function TrimmedTextInput({ value, onChange, ...props }: Props) {
  const input = (
    <input
      {...props}
      className="plain-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={(event) => {
        const trimmed = event.target.value.trim();
        if (trimmed !== event.target.value) onChange(trimmed);
      }}
    />
  );
  if (props.maxLength === undefined) return input;
  return (
    <span className="plain-input-counted">
      {input}
      <span className="plain-input-count">
        {value.length} / {props.maxLength}
      </span>
    </span>
  );
}
