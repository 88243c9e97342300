/**
 * Runs work for the same key one at a time, in arrival order. Password checks of one account are
 * serialised through it, so parallel requests neither race the attempt counter nor use up each
 * other's attempts; different accounts still run in parallel.
 */
export class KeyedMutex {
  private readonly tails = new Map<string | number, Promise<unknown>>();

  run<T>(key: string | number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
