import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/**
 * scrypt password hashing at OWASP strength (N=2^17, r=8, p=1). Parameters are stored with each
 * hash so the cost can rise later without breaking old hashes. Hashing is CPU-heavy (~0.3 s), so
 * only `concurrency` run at once; the rest queue instead of starving the event loop's thread pool.
 */
export class PasswordHasher {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly log2N: number,
    private readonly concurrency = 2,
  ) {}

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

  private async derive(
    password: string,
    salt: Buffer,
    N: number,
    r: number,
    p: number,
  ): Promise<Buffer> {
    await this.acquire();
    try {
      // maxmem must exceed 128*N*r bytes; Node's 32 MiB default refuses N=2^17.
      const maxmem = 256 * N * r;
      return await new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      );
    } finally {
      this.release();
    }
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
