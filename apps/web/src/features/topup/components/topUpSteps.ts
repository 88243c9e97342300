import { lazy } from 'react';

/**
 * The parts of the top-up that are not on its first screen, each loaded when reached (issue 16):
 * what follows a created order (antd's Result, descriptions and cards), the proof upload of a
 * manual top-up, and the dialog that moves money from the domestic balance.
 * `prefetchNextStep` starts the first one's download at the customer's first touch of the form,
 * so that on a slow link it is usually there by the time the order is created.
 */
const loadNextStep = () => import('./TopUpNextStep.tsx');

export const TopUpNextStep = lazy(() => loadNextStep().then((m) => ({ default: m.TopUpNextStep })));

export const FileUploadField = lazy(() =>
  import('../../../components/money/FileUploadField.tsx').then((m) => ({
    default: m.FileUploadField,
  })),
);

export const FundCrossBorderDialog = lazy(() =>
  import('../../../components/money/FundCrossBorderDialog.tsx').then((m) => ({
    default: m.FundCrossBorderDialog,
  })),
);

export function prefetchNextStep(): void {
  void loadNextStep().catch(() => undefined);
}
