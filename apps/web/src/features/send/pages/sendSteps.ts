import type { ComponentProps } from 'react';
import { lazyAntdPage } from '../../../app/router/lazyAntdPage.tsx';
import type * as Option from '../components/PaymentOptionStep.tsx';
import type * as Amount from '../components/AmountStep.tsx';
import type * as Confirm from '../components/ConfirmStep.tsx';
import type * as Result from '../components/SendResult.tsx';

/**
 * The send's later steps and its result, each loaded when it is reached: the first screen (the
 * recipients) needs none of antd's forms, uploads and dialogs that they use (issue 16).
 * `prefetchStep` starts a step's download as soon as the customer acts on the step before it,
 * so that on a slow link it is usually there by the time they press Next. They use antd, so each
 * loads with antd's providers (the send page itself is plain and has none).
 */
const loaders = [
  () => import('../components/PaymentOptionStep.tsx'),
  () => import('../components/AmountStep.tsx'),
  () => import('../components/ConfirmStep.tsx'),
  () => import('../components/SendResult.tsx'),
] as const;

export const PaymentOptionStep = lazyAntdPage<ComponentProps<typeof Option.PaymentOptionStep>>(() =>
  loaders[0]().then((m) => ({ default: m.PaymentOptionStep })),
);
export const AmountStep = lazyAntdPage<ComponentProps<typeof Amount.AmountStep>>(() =>
  loaders[1]().then((m) => ({ default: m.AmountStep })),
);
export const ConfirmStep = lazyAntdPage<ComponentProps<typeof Confirm.ConfirmStep>>(() =>
  loaders[2]().then((m) => ({ default: m.ConfirmStep })),
);
export const SendResult = lazyAntdPage<ComponentProps<typeof Result.SendResult>>(() =>
  loaders[3]().then((m) => ({ default: m.SendResult })),
);

/** Starts loading what follows step `step` (0 to 3; after the last, the result). */
export function prefetchStep(step: number): void {
  void loaders[step]?.().catch(() => undefined);
}
