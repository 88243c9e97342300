import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/**
 * scrypt password hashing at OWASP strength (N=2^17, r=8, p=1). Parameters are stored with each
 * hash so the cost can rise later without breaking old hashes. Hashing is CPU-heavy (~0.3 s), so
 * only `concurrency` run at once; the rest queue instead of starving the event loop's thread pool.
 * Each instance is its own queue: callers that must not wait for each other get separate ones.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /**
   * A stored-form hash of no password (random salt and key, made once at start), checked when
   * there is no real hash to check, so that an unknown or disabled account costs the same scrypt
   * work as a wrong password and its answer time gives nothing away.
   */
  readonly dummyHash: string;

  constructor(
    private readonly log2N: number,
    private readonly concurrency = 2,
  ) {
    const salt = randomBytes(16).toString('base64');
    const key = randomBytes(KEY_LENGTH).toString('base64');
    this.dummyHash = `scrypt$${2 ** log2N}$8$1$${salt}$${key}`;
  }

  async hash(password: string): Promise<string> {
    const N = 2 ** this.log2N;
    const salt = randomBytes(16);
    const key = await this.derive(password, salt, N, 8, 1);
    return `scrypt$${N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const actual = await this.derive(
      password,
      Buffer.from(salt, 'base64'),
      Number(n),
      Number(r),
      Number(p),
    );
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** The full cost of a check, for an account that has no hash to check; always false. */
  async verifyNothing(password: string): Promise<false> {
    await this.verify(password, this.dummyHash);
    return false;
  }

  private async derive(
    password: string,
    salt: Buffer,
    N: number,
    r: number,
    p: number,
  ): Promise<Buffer> {
    await this.acquire();
    try {
      return await this.scrypt(password.normalize('NFKC'), salt, N, r, p);
    } finally {
      this.release();
    }
  }

  /** One key derivation on libuv's thread pool; runs only while holding one of the slots. */
  protected scrypt(password: string, salt: Buffer, N: number, r: number, p: number) {
    // maxmem must exceed 128*N*r bytes; Node's 32 MiB default refuses N=2^17.
    const maxmem = 256 * N * r;
    return new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem }, (err, key) =>
        err ? reject(err) : resolve(key),
      ),
    );
  }

  private acquire(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}
