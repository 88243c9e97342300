import type { FieldControlProps } from './PlainField.tsx';
import type { PlainOption } from './PlainSelect.tsx';
import './plainControls.css';

/**
 * A form field's choice as the phone's own picker (a native select): its first entry, empty,
 * stands for "nothing chosen yet", which the field's `required` rule refuses.
 */
export function FieldSelect<Value extends string | number>({
  options,
  value,
  onChange,
  disabled = false,
  ...control
}: FieldControlProps & {
  options: PlainOption<Value>[];
  value?: Value;
  onChange: (value?: Value) => void;
  disabled?: boolean;
}) {
  return (
    <select
      {...control}
      className="plain-select"
      disabled={disabled}
      value={value === undefined ? '' : String(value)}
      onChange={(event) =>
        onChange(options.find((option) => String(option.value) === event.target.value)?.value)
      }
    >
      <option value="" />
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
