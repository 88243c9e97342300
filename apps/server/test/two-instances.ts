import { registerByPhone, startHarness, type Harness } from './harness.ts';
import { MONEY_ENV, setFundPassword, topUp } from './money-helpers.ts';

/**
 * Two in-process instances of the same service on one PostgreSQL database (the same secrets and
 * data folder), and a customer signed up through the first, with a transaction password and a
 * funded KES wallet: for what one instance keeps in memory that another may change.
 */
export async function twoInstancesWithCustomer(pin: string, balance: string) {
  const first = await startHarness('postgres', MONEY_ENV);
  const second = await startHarness('postgres', {
    ...MONEY_ENV,
    DATABASE_URL: first.config.DATABASE_URL!,
    DATA_DIR: first.config.DATA_DIR,
  });
  const registered = await registerByPhone(first);
  await setFundPassword(first, registered.token, registered.phone, registered.national, pin);
  await topUp(first, registered.token, balance);
  return { first, second, owner: registered.token, registered };
}

export async function closeBoth(instances: { first?: Harness; second?: Harness }) {
  await instances.second?.close();
  await instances.first?.close();
}
