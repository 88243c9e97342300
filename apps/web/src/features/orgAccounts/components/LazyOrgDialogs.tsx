import type { ComponentProps } from 'react';
import { lazyAntdPage } from '../../../app/router/lazyAntdPage.tsx';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';
import type * as ExchangeForm from './ExchangeAccountFormModal.tsx';
import type * as WorkerForm from './WorkerFormModal.tsx';
import type * as WorkerDetail from './WorkerDetailDrawer.tsx';

/*
 * The lists' dialogs, each loaded when first opened: the exchange-account and contract-worker
 * lists are plain, and their first screen does not wait for antd's dialog, form, selects,
 * uploads and drawer (issue 16). They use antd, so each loads with antd's providers.
 */
const loadExchangeForm = () => import('./ExchangeAccountFormModal.tsx');
const loadWorkerForm = () => import('./WorkerFormModal.tsx');
const loadWorkerDetail = () => import('./WorkerDetailDrawer.tsx');

const ExchangeAccountFormModal = lazyAntdPage<
  ComponentProps<typeof ExchangeForm.ExchangeAccountFormModal>
>(() => loadExchangeForm().then((m) => ({ default: m.ExchangeAccountFormModal })));
const WorkerFormModal = lazyAntdPage<ComponentProps<typeof WorkerForm.WorkerFormModal>>(() =>
  loadWorkerForm().then((m) => ({ default: m.WorkerFormModal })),
);
const WorkerDetailDrawer = lazyAntdPage<ComponentProps<typeof WorkerDetail.WorkerDetailDrawer>>(
  () => loadWorkerDetail().then((m) => ({ default: m.WorkerDetailDrawer })),
);

const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);
/** Start a dialog's download early, when the pointer or focus reaches the button opening it. */
export const prefetchExchangeForm = prefetch(loadExchangeForm);
export const prefetchWorkerForm = prefetch(loadWorkerForm);
export const prefetchWorkerDetail = prefetch(loadWorkerDetail);

export function LazyExchangeAccountFormModal(
  props: ComponentProps<typeof ExchangeForm.ExchangeAccountFormModal>,
) {
  return (
    <OnceOpened open={props.open}>
      <ExchangeAccountFormModal {...props} />
    </OnceOpened>
  );
}

export function LazyWorkerFormModal(props: ComponentProps<typeof WorkerForm.WorkerFormModal>) {
  return (
    <OnceOpened open={props.open}>
      <WorkerFormModal {...props} />
    </OnceOpened>
  );
}

/** The worker's detail, open while `id` names one. */
export function LazyWorkerDetailDrawer(
  props: ComponentProps<typeof WorkerDetail.WorkerDetailDrawer>,
) {
  return (
    <OnceOpened open={props.id !== undefined}>
      <WorkerDetailDrawer {...props} />
    </OnceOpened>
  );
}
