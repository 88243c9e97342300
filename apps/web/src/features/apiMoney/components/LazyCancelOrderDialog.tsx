import type { ApiOrderRow } from '@pesa/contract';
import { lazyAntdPage } from '../../../app/router/lazyAntdPage.tsx';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';

interface Props {
  order: ApiOrderRow | null;
  onClose: () => void;
}

const load = () => import('./CancelOrderDialog.tsx');
// antd's dialog, with antd's providers: the lists that open it are plain pages without them.
const CancelOrderDialog = lazyAntdPage<Props>(() =>
  load().then((m) => ({ default: m.CancelOrderDialog })),
);

/** Starts the question's download early, when the pointer or focus reaches a Cancel button. */
export function prefetchCancelOrderDialog(): void {
  void load().catch(() => undefined);
}

/** The cancel question, loaded with the first Cancel pressed: a list does not wait for it. */
export function LazyCancelOrderDialog(props: Props) {
  return (
    <OnceOpened open={props.order !== null}>
      <CancelOrderDialog {...props} />
    </OnceOpened>
  );
}
