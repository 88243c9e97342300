import type { ComponentProps, FocusEvent } from 'react';
import { Input } from 'antd';

type Trimmed<P> = Omit<P, 'onChange'> & { onChange?: (value: string) => void };
type Field = HTMLInputElement | HTMLTextAreaElement;

/** Hands typed text on as is and the trimmed text once the field loses focus. */
function trimHandlers<E extends Field>(
  onChange: ((value: string) => void) | undefined,
  onBlur: ((e: FocusEvent<E>) => void) | undefined,
) {
  return {
    onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
    onBlur: (e: FocusEvent<E>) => {
      const trimmed = e.target.value.trim();
      if (trimmed !== e.target.value) onChange?.(trimmed);
      onBlur?.(e);
    },
  };
}

/**
 * A text input that removes leading and trailing spaces when it loses focus (SPEC §5), so the
 * value the form's rules check is the value sent. Spaces typed mid-text are left alone.
 * A field with a `maxLength` shows its count against the limit while typing (issue 33), so the
 * limit is never a silent cut; only a fixed-length code turns it off (`showCount={false}`).
 */
export function TrimmedInput({
  onChange,
  onBlur,
  showCount,
  ...props
}: Trimmed<ComponentProps<typeof Input>>) {
  return (
    <Input
      {...props}
      showCount={showCount ?? props.maxLength !== undefined}
      {...trimHandlers(onChange, onBlur)}
    />
  );
}

export function TrimmedTextArea({
  onChange,
  onBlur,
  showCount,
  ...props
}: Trimmed<ComponentProps<typeof Input.TextArea>>) {
  return (
    <Input.TextArea
      {...props}
      showCount={showCount ?? props.maxLength !== undefined}
      {...trimHandlers(onChange, onBlur)}
    />
  );
}
