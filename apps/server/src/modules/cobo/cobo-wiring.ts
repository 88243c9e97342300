import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { TransactionBatcher } from '../../db/transaction-batcher.ts';
import { SimulatedAddressProvider } from './cobo-address-provider.ts';
import { coboPublicKey } from './cobo-signature.ts';
import { CoboService, type CreditDeposit } from './cobo.service.ts';

/**
 * The COBO service from configuration; without COBO_PUBLIC_KEY every webhook is refused (401).
 * While the rail is off, no deposit address is given out (docs/rails.md "Real, simulated or off").
 */
export function createCoboService(deps: {
  db: Kysely<Database>;
  config: Config;
  batcher: TransactionBatcher;
  credit: CreditDeposit;
  clock: Clock;
  railOff: boolean;
}) {
  return new CoboService({
    db: deps.db,
    batcher: deps.batcher,
    credit: deps.credit,
    addresses: deps.railOff ? null : new SimulatedAddressProvider(deps.config.COBO_ADDRESS_SEED),
    publicKey: deps.config.COBO_PUBLIC_KEY ? coboPublicKey(deps.config.COBO_PUBLIC_KEY) : null,
    clock: deps.clock,
  });
}
