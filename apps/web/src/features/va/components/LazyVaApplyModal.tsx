import { lazy } from 'react';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';

const load = () => import('./VaApplyModal.tsx');
const VaApplyModal = lazy(() => load().then((m) => ({ default: m.VaApplyModal })));

/** Starts the application's download early, when the pointer or focus reaches its button. */
export function prefetchVaApply(): void {
  void load().catch(() => undefined);
}

/**
 * The application dialog and its agreement, loaded when first opened: the list of virtual
 * accounts does not wait for antd's dialog, form, selects and checkbox (issue 16).
 */
export function LazyVaApplyModal(props: {
  open: boolean;
  defaultCountryId?: number;
  onClose: () => void;
}) {
  return (
    <OnceOpened open={props.open}>
      <VaApplyModal {...props} />
    </OnceOpened>
  );
}
