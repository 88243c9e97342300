import { lazy } from 'react';

/**
 * The security dialogs, each loaded when first opened: the profile's first screen needs none of
 * antd's dialog, select and password fields, nor the contract's schemas that their rules repeat
 * (issue 16). `prefetchDialog` starts a download as soon as the pointer or focus reaches its
 * button, so that it is usually there by the click.
 */
const loaders = {
  loginPassword: () => import('./LoginPasswordDialog.tsx'),
  fundPassword: () => import('./FundPasswordDialog.tsx'),
  phone: () => import('./ChangePhoneDialog.tsx'),
  email: () => import('./ChangeEmailDialog.tsx'),
} as const;

export type SecurityDialog = keyof typeof loaders;

export const LoginPasswordDialog = lazy(() =>
  loaders.loginPassword().then((m) => ({ default: m.LoginPasswordDialog })),
);
export const FundPasswordDialog = lazy(() =>
  loaders.fundPassword().then((m) => ({ default: m.FundPasswordDialog })),
);
export const ChangePhoneDialog = lazy(() =>
  loaders.phone().then((m) => ({ default: m.ChangePhoneDialog })),
);
export const ChangeEmailDialog = lazy(() =>
  loaders.email().then((m) => ({ default: m.ChangeEmailDialog })),
);

export function prefetchDialog(dialog: SecurityDialog): void {
  void loaders[dialog]().catch(() => undefined);
}
