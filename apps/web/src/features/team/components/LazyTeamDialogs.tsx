import type { ComponentProps } from 'react';
import { lazyAntdPage } from '../../../app/router/lazyAntdPage.tsx';
import { OnceOpened } from '../../../components/plain/OnceOpened.tsx';
import type * as Delete from './TeamDeleteConfirm.tsx';
import type * as Member from './MemberFormModal.tsx';
import type * as Reset from './ResetPasswordModal.tsx';
import type * as Role from './RoleFormModal.tsx';

/**
 * The team screens' dialogs, each loaded with antd's providers when first opened: the lists
 * themselves are plain, so a phone's first visit does not wait for antd's dialog, form, tree and
 * selects (issue 16). `prefetchTeamDialog` starts a download as soon as the pointer or focus
 * reaches the button that opens it, so that it is usually there by the click.
 */
const loaders = {
  role: () => import('./RoleFormModal.tsx'),
  member: () => import('./MemberFormModal.tsx'),
  reset: () => import('./ResetPasswordModal.tsx'),
  delete: () => import('./TeamDeleteConfirm.tsx'),
} as const;

export function prefetchTeamDialog(dialog: keyof typeof loaders): void {
  void loaders[dialog]().catch(() => undefined);
}

const RoleFormModal = lazyAntdPage<ComponentProps<typeof Role.RoleFormModal>>(() =>
  loaders.role().then((m) => ({ default: m.RoleFormModal })),
);
const MemberFormModal = lazyAntdPage<ComponentProps<typeof Member.MemberFormModal>>(() =>
  loaders.member().then((m) => ({ default: m.MemberFormModal })),
);
const ResetPasswordModal = lazyAntdPage<ComponentProps<typeof Reset.ResetPasswordModal>>(() =>
  loaders.reset().then((m) => ({ default: m.ResetPasswordModal })),
);
const TeamDeleteConfirm = lazyAntdPage<ComponentProps<typeof Delete.TeamDeleteConfirm>>(() =>
  loaders.delete().then((m) => ({ default: m.TeamDeleteConfirm })),
);

export function LazyRoleFormModal(props: ComponentProps<typeof RoleFormModal>) {
  return (
    <OnceOpened open={props.open}>
      <RoleFormModal {...props} />
    </OnceOpened>
  );
}

export function LazyMemberFormModal(props: ComponentProps<typeof MemberFormModal>) {
  return (
    <OnceOpened open={props.open}>
      <MemberFormModal {...props} />
    </OnceOpened>
  );
}

export function LazyResetPasswordModal(props: ComponentProps<typeof ResetPasswordModal>) {
  return (
    <OnceOpened open={props.member !== undefined}>
      <ResetPasswordModal {...props} />
    </OnceOpened>
  );
}

export function LazyTeamDeleteConfirm(props: ComponentProps<typeof TeamDeleteConfirm>) {
  return (
    <OnceOpened open={props.request !== undefined}>
      <TeamDeleteConfirm {...props} />
    </OnceOpened>
  );
}
