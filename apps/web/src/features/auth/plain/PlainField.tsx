import type { ReactNode } from 'react';
import './plainForm.css';

/** What a field's control needs to be tied to its label and its error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form field without antd (the sign-in page is where people land on a slow link).
 * Its error is a live region below the control, so a screen reader announces it as it appears,
 * and the control points at it.
 */
export function PlainField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'plain-field has-error' : 'plain-field'}>
      <label className="plain-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <div className="plain-field-error" id={errorId} role="alert">
        {error}
      </div>
    </div>
  );
}
