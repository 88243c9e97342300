import type { ReactNode } from 'react';
import './plainField.css';

/** What a field's control needs to be tied to its label and its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field without antd (the sign-in page, and the money forms that open a
 * screen on a slow link). Its error is a live region below the control, so a screen reader
 * announces it as it appears, and the control points at it. `required` marks the label as
 * antd does; `help` stands where the error would (a hint about the value), `extra` under the control.
 * A `group` (radio buttons) is a fieldset named by its legend.
 */
export function PlainField({
  id,
  label,
  error,
  required = false,
  help,
  extra,
  group = false,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  help?: ReactNode;
  extra?: ReactNode;
  group?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const extraId = `${id}-extra`;
  const showHelp = help !== undefined && !error;
  const describedBy =
    [error && errorId, showHelp && helpId, extra !== undefined && extraId]
      .filter(Boolean)
      .join(' ') || undefined;
  const labelClass = required ? 'plain-label is-required' : 'plain-label';
  const control = children({
    id,
    'aria-invalid': error !== undefined,
    'aria-describedby': describedBy,
  });
  // The extra hint sits right under the control, and the line for an error under both.
  const below = (
    <>
      {extra !== undefined && (
        <div className="plain-field-extra" id={extraId}>
          {extra}
        </div>
      )}
      {showHelp && (
        <div className="plain-field-help" id={helpId}>
          {help}
        </div>
      )}
      <div
        className={showHelp ? 'plain-field-error is-empty' : 'plain-field-error'}
        id={errorId}
        role="alert"
      >
        {error}
      </div>
    </>
  );
  const className = error ? 'plain-field has-error' : 'plain-field';
  if (group)
    return (
      <fieldset className={`${className} is-group`} id={id} aria-describedby={describedBy}>
        <legend className={labelClass}>{label}</legend>
        {control}
        {below}
      </fieldset>
    );
  return (
    <div className={className}>
      <label className={labelClass} htmlFor={id}>
        {label}
      </label>
      {control}
      {below}
    </div>
  );
}
