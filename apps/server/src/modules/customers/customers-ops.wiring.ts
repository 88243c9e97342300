import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { MoneyServices } from '../../money-services.ts';
import type { Services } from '../../services.ts';
import type { OpsCustomerName } from '@pesa/contract';
import { CustomerActionsService } from './customer-actions.service.ts';
import { CustomersOpsRepository } from './customers-ops.repository.ts';
import { CustomersOpsService } from './customers-ops.service.ts';

/** The console's Customers section, on the same users, sessions, orders and log services. */
export function createCustomersOps(
  db: Db,
  config: Pick<Config, 'SESSION_IDLE_MINUTES'>,
  clock: Clock,
  base: Services,
  money: MoneyServices,
  customerNames: (userIds: readonly number[]) => Promise<OpsCustomerName[]>,
) {
  const repo = new CustomersOpsRepository(db.kysely);
  return {
    customers: new CustomersOpsService(repo, {
      orders: money.orders,
      oplog: base.oplog,
      clock,
      sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
      customerNames,
    }),
    actions: new CustomerActionsService(repo, {
      users: base.users,
      sessions: base.sessions,
      oplog: base.oplog,
      operators: money.operators,
      clock,
    }),
  };
}
