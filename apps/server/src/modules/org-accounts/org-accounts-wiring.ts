import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { Services } from '../../services.ts';
import { ContractWorkerReviewService } from './contract-worker-review.service.ts';
import { ContractWorkersService } from './contract-workers.service.ts';
import { ExchangeAccountsService } from './exchange-accounts.service.ts';
import { OrgAccountsRepository } from './org-accounts.repository.ts';

export function createOrgAccounts(db: Db, clock: Clock, base: Services) {
  const repo = new OrgAccountsRepository(db.kysely);
  return {
    exchangeAccounts: new ExchangeAccountsService(repo, { oplog: base.oplog, clock }),
    contractWorkers: new ContractWorkersService(repo, {
      files: base.files,
      oplog: base.oplog,
      clock,
    }),
    workerReview: new ContractWorkerReviewService(repo, { oplog: base.oplog, clock }),
  };
}
