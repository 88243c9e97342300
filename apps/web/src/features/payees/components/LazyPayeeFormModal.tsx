import { lazy } from 'react';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';
import type { Payee } from '../api.ts';

const load = () => import('./PayeeFormModal.tsx');
const PayeeFormModal = lazy(() => load().then((m) => ({ default: m.PayeeFormModal })));

/** Starts the form's download early, e.g. when the pointer reaches the button that opens it. */
export function prefetchPayeeForm(): void {
  void load().catch(() => undefined);
}

/**
 * The recipient form, loaded when it is first opened: the list's first screen does not wait for
 * antd's dialog, form and selects (issue 16).
 */
export function LazyPayeeFormModal(props: {
  open: boolean;
  payee?: Payee;
  defaultCountryId: number;
  onClose: () => void;
}) {
  return (
    <OnceOpened open={props.open}>
      <PayeeFormModal {...props} />
    </OnceOpened>
  );
}
