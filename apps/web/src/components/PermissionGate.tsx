import type { ReactNode } from 'react';
import { useButtonPermission } from '../lib/permissions/useButtonPermission.ts';

interface Props {
  /** `Btn:` permission names; any one of them (or the wildcard) shows the children. */
  names: readonly string[];
  children: ReactNode;
}

/**
 * Shows a button only to users who hold its permission, e.g.
 * `<PermissionGate names={['Btn:payee:add']}><Button>Add</Button></PermissionGate>`.
 * An empty `names` list throws "set operation permission tag value".
 */
export function PermissionGate({ names, children }: Props) {
  return useButtonPermission(names) ? children : null;
}
