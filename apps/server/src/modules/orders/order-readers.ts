import { ErrorCode } from '@pesa/contract';
import {
  ACCOUNT_ORDER_HISTORY,
  ORDER_PAGE_OF_SCOPE,
  orderReach,
  ownOrderScopes,
} from '@pesa/domain';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { TeamService } from '../team/team.service.ts';
import type { OrderListReach } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';

const holdsOrderPage = (held: readonly string[]) =>
  held.includes(ACCOUNT_ORDER_HISTORY) || ORDER_PAGE_OF_SCOPE.some((p) => held.includes(p));

/**
 * The server side of "Orders a member sees" (docs/permissions.md; the rule is orderReach.ts in
 * the domain): the order pages read the account's orders, whoever makes orders in a scope reads
 * the ones they made there, anyone else is refused. One place for the list, the export, the
 * detail, the receipt and the cancel, so no screen reaches further than another.
 */
export function orderReaders(team: TeamService, orders: OrdersService) {
  const refusal = (held: readonly string[]) =>
    new AppError(
      ErrorCode.NO_PERMISSION,
      ownOrderScopes(held).length > 0 ? { messageKey: 'orderNotYours' } : {},
    );

  return {
    /** The reach of a list or export of one scope, or of every scope when none is named. */
    async list(auth: AuthContext, scope: number | undefined): Promise<OrderListReach> {
      const held = await team.permissionNames(auth.user);
      if (scope !== undefined) {
        const reach = orderReach(held, scope);
        if (!reach) throw refusal(held);
        return reach === 'account' ? {} : { madeBy: auth.user.user_id };
      }
      if (holdsOrderPage(held)) return {};
      const own = ownOrderScopes(held);
      if (own.length === 0) throw refusal(held);
      return { madeBy: auth.user.user_id, scope: own.length === 1 ? own[0] : undefined };
    },

    /** Refuses one order the caller may not read (or cancel); found or not, for a stranger. */
    async one(auth: AuthContext, sn: string): Promise<void> {
      const held = await team.permissionNames(auth.user);
      if (held.includes(ACCOUNT_ORDER_HISTORY)) return;
      const order = await orders.requireOrder(auth, sn).catch(() => undefined);
      // Not one of the account's own orders: the detail answers it (an agent's deposit into the
      // account's wallet, or -1007) to an order page's holder, like any order of the account.
      if (!order) {
        if (holdsOrderPage(held)) return;
        throw refusal(held);
      }
      const reach = orderReach(held, order.scope);
      if (reach === 'account') return;
      if (reach === 'own' && Number(order.user_id) === auth.user.user_id) return;
      throw refusal(held);
    },
  };
}
