import { useIsPhone } from '../../../components/useIsPhone.ts';
import { useOpsSession } from '../useOpsSession.ts';

export const RAILS_PAGE_SIZE = 20;

/** Only finance and admin resolve payouts and reverse payments; the server enforces it anyway. */
export function useCanActOnRails(): boolean {
  const role = useOpsSession().data?.role;
  return role === 'finance' || role === 'admin';
}

/** The rails' tables share one look: compact on a phone, scrolling sideways when too wide. */
export function useRailsTableProps() {
  const phone = useIsPhone();
  return { size: phone ? ('small' as const) : ('middle' as const), scroll: { x: 'max-content' } };
}
