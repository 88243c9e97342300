import type { TFunction } from 'i18next';

/** Who made an order (/order/list, /order/detail `createdBy`; docs/permissions.md). */
export interface OrderPlacer {
  accountNo: string;
  member: boolean;
  name: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * "Main account", or "Team member" with what names them (their name, else phone, else email) and
 * their own account number, so two members of one company are told apart.
 */
export function placerText(placer: OrderPlacer, t: TFunction): string {
  if (!placer.member) return t('orders:createdBy.main');
  const who = placer.name || placer.phone || placer.email || '';
  return t('orders:createdBy.member', { who, accountNo: placer.accountNo });
}
