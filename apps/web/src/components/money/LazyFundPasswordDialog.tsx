import type { ComponentProps } from 'react';
import { lazyAntdPage } from '../../app/router/lazyAntdPage.tsx';
import { OnceOpened } from '../plain/OnceOpened.tsx';
import type { FundPasswordDialog as Dialog } from './FundPasswordDialog.tsx';

type Props = ComponentProps<typeof Dialog>;

const load = () => import('./FundPasswordDialog.tsx');
// antd's dialog, with antd's providers: a plain form opens it only when money is to move.
const FundPasswordDialog = lazyAntdPage<Props>(() =>
  load().then((m) => ({ default: m.FundPasswordDialog })),
);

/** Starts the dialog's download early, e.g. once the form knows it will ask for the password. */
export function prefetchFundPasswordDialog(): void {
  void load().catch(() => undefined);
}

/**
 * The transaction password dialog for a plain form, loaded when first opened: the form's first
 * screen does not wait for antd's dialog and code boxes (issue 16).
 */
export function LazyFundPasswordDialog(props: Props) {
  return (
    <OnceOpened open={props.open}>
      <FundPasswordDialog {...props} />
    </OnceOpened>
  );
}
