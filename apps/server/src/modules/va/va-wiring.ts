import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { MoneyServices } from '../../money-services.ts';
import type { Services } from '../../services.ts';
import { VaDeposits } from './va-deposit.ts';
import { VaRepository } from './va.repository.ts';
import { VaService } from './va.service.ts';

/** The VA service and its deposit handler, over the orders module's top-up path. */
export function createVa(
  db: Db,
  config: Config,
  clock: Clock,
  base: Services,
  money: MoneyServices,
) {
  const repo = new VaRepository(db.kysely);
  const va = new VaService(repo, { reference: base.reference, oplog: base.oplog, clock });
  const deposits = new VaDeposits({
    repo,
    batcher: money.batcher,
    credit: (trx, deposit) => money.orders.creditDeposit(trx, deposit),
    currencyByCode: async (code) =>
      (await db.kysely
        .selectFrom('currencies')
        .select(['currency_id', 'decimals'])
        .where('code', '=', code)
        .executeTakeFirst()) ?? null,
    isLocalCurrency: async (countryId, currencyId) =>
      (await base.reference.requireCountry(countryId)).currency_id === currencyId,
    secret: config.CHANNEL_CALLBACK_SECRET,
    clock,
  });
  return { va, deposits };
}
