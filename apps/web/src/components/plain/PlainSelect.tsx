import './plainControls.css';

export interface PlainOption<Value extends string | number> {
  value: Value;
  label: string;
}

/**
 * A filter's choice as the phone's own picker (a native select, no script of antd's): its first
 * entry, named like the filter, means "no filter".
 */
export function PlainSelect<Value extends string | number>({
  label,
  options,
  value,
  onChange,
  width,
}: {
  label: string;
  options: PlainOption<Value>[];
  value?: Value;
  onChange: (value?: Value) => void;
  width?: number;
}) {
  return (
    <select
      className="plain-select"
      aria-label={label}
      style={width ? { width } : undefined}
      value={value === undefined ? '' : String(value)}
      onChange={(event) =>
        onChange(options.find((option) => String(option.value) === event.target.value)?.value)
      }
    >
      <option value="">{label}</option>
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
