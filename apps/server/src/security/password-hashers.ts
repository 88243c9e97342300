import { PasswordHasher } from './password-hasher.ts';

/**
 * scrypt runs on libuv's thread pool: 4 threads unless UV_THREADPOOL_SIZE says otherwise, and the
 * same threads read files, resolve host names and compress replies. Customers and operators get
 * separate queues so a flood of sign-ins on one side waits only behind itself: customers (sign-in,
 * password changes, transaction passwords) keep two slots, operators have one, and one thread
 * stays free for everything else.
 */
export const CUSTOMER_HASH_SLOTS = 2;
export const OPERATOR_HASH_SLOTS = 1;

export function createPasswordHashers(log2N: number) {
  return {
    customers: new PasswordHasher(log2N, CUSTOMER_HASH_SLOTS),
    operators: new PasswordHasher(log2N, OPERATOR_HASH_SLOTS),
  };
}
