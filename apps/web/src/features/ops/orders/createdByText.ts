import type { TFunction } from 'i18next';
import type { OpsOrderPlacer } from './ordersApi.ts';

/** "Main account", or the team member who placed the order with their own account number. */
export function createdByText(placer: OpsOrderPlacer, t: TFunction<'ops'>): string {
  if (!placer.member) return t('ordersRails.orders.createdByMain');
  const who = placer.name || placer.phone || placer.email || '';
  return t('ordersRails.orders.createdByMember', { who, accountNo: placer.accountNo });
}
