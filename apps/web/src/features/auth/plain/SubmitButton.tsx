import type { ReactNode } from 'react';
import './plainForm.css';

/**
 * A plain auth form's wide submit button; while `busy` it shows a spinner and says so to a
 * screen reader, and stays focusable (the form ignores a second submit meanwhile).
 */
export function SubmitButton({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="plain-submit" aria-busy={busy} aria-disabled={busy}>
      {busy && <span className="plain-submit-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
