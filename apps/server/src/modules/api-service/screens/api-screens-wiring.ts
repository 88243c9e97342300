import type { Kysely } from 'kysely';
import type { RailGate } from '../../../channels/rails.ts';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';
import type { FundPasswordService } from '../../fund-password/fund-password.service.ts';
import type { OplogService } from '../../oplog/oplog.service.ts';
import type {
  FileOwnership,
  OrderTransitions,
  OrdersService,
} from '../../orders/orders.service.ts';
import type { ReferenceService } from '../../reference/reference.service.ts';
import type { TeamService } from '../../team/team.service.ts';
import type { UsersService } from '../../users/users.service.ts';
import { ApiOrdersRepository } from '../orders/api-orders.repository.ts';
import { ApiDashboardService } from './api-dashboard.service.ts';
import { ApiOrderCancelService } from './api-order-cancel.service.ts';
import { ApiOrderListService } from './api-order-list.service.ts';
import { SandboxTopUpService } from './sandbox-top-up.service.ts';
import { ScreenGate } from './screen-gate.ts';
import { SuspenseCashOutService, type ExchangeAccountLookup } from './suspense-cash-out.service.ts';
import { SuspenseRechargeService } from './suspense-recharge.service.ts';

export interface ApiScreensDeps {
  db: Kysely<Database>;
  batcher: TransactionBatcher;
  transitions: OrderTransitions;
  orders: OrdersService;
  fundPassword: FundPasswordService;
  files: FileOwnership;
  exchangeAccounts: ExchangeAccountLookup;
  reference: ReferenceService;
  users: UsersService;
  team: TeamService;
  oplog: OplogService;
  /** Which rails are off: a cash-out leaves by bank (RTGS). */
  rails?: RailGate;
  clock: Clock;
}

/** The services behind the signed-in /homeApi screens (money-services.ts wires them). */
export function createApiScreens(deps: ApiScreensDeps) {
  const repo = new ApiOrdersRepository(deps.db);
  const gate = new ScreenGate(deps.db, deps.team);
  const shared = { ...deps, repo };
  return {
    gate,
    dashboard: new ApiDashboardService({ ...deps, orders: repo }),
    list: new ApiOrderListService({ orders: repo, gate, reference: deps.reference }),
    recharge: new SuspenseRechargeService(shared),
    cashOut: new SuspenseCashOutService(shared),
    cancel: new ApiOrderCancelService(shared),
    sandbox: new SandboxTopUpService(shared),
  };
}

export type ApiScreens = ReturnType<typeof createApiScreens>;
