import './segmented.css';

export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
}

/**
 * A few choices as radio buttons drawn as antd's segmented control, without its script: the
 * arrow keys move between them and a screen reader names the group and the choice. `block`
 * stretches it over its line with equal segments.
 */
export function SegmentedRadios<Value extends string>({
  label,
  name,
  options,
  value,
  onChange,
  block = false,
  className,
}: {
  label: string;
  /** The radios' group name, unique on the page. */
  name: string;
  options: readonly SegmentOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  block?: boolean;
  className?: string;
}) {
  const classes = ['segmented-radios', block && 'is-block', className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label
          key={option.value}
          className={option.value === value ? 'segmented-radio is-selected' : 'segmented-radio'}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
