import pg from 'pg';
import { nameQueries } from './named-statements.ts';

/** Runs one statement that commits by itself and answers its rows. */
export type SelfCommittingStatement = (text: string, values: unknown[]) => Promise<unknown[]>;

/** Shared connections per instance (docs/scaling.md, "Lone sends pipelined"). */
export const PIPELINED_CONNECTIONS = 2;

interface Pipe {
  client: pg.Client;
  ready: Promise<void>;
  /** Statements written in this turn of the event loop leave in one socket write. */
  corked: boolean;
  broken: boolean;
}

/**
 * Statements that each commit by themselves (a send alone in its wallet's batch,
 * db/transaction-batcher.ts), sent over a few connections shared by every caller in pipeline
 * mode: each goes out as soon as it is asked for, without waiting for the answer of the one
 * before, and those asked for in the same turn of the event loop leave in one write. Each ends
 * with its own Sync, so PostgreSQL runs it as its own transaction: a statement that fails is
 * rolled back alone, and the ones after it run as usual. On two shared cores a pooled send woke
 * one of ten backends and the server once per send; pipelined, two backends each take several
 * sends per wake-up, and a send cost the machine half the CPU (docs/scaling.md).
 * Only a statement that commits by itself may come here: a transaction would take in whatever
 * the other callers' statements send on the same connection.
 */
export class PipelinedStatements {
  private readonly pipes: Pipe[] = [];
  private next = 0;
  private closed = false;
  private readonly inFlight = new Set<Promise<unknown[]>>();

  constructor(
    private readonly url: string,
    private readonly size = PIPELINED_CONNECTIONS,
  ) {}

  readonly run: SelfCommittingStatement = (text, values) => {
    if (this.closed) return Promise.reject(new Error('database closed'));
    const answer = this.send(this.pipe(), text, values);
    this.inFlight.add(answer);
    const settled = () => this.inFlight.delete(answer);
    answer.then(settled, settled);
    return answer;
  };

  /** Stops taking statements, lets those already asked for finish, then closes the connections. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
    await Promise.all(this.pipes.map((pipe) => pipe.client.end().catch(() => undefined)));
  }

  private async send(pipe: Pipe, text: string, values: unknown[]): Promise<unknown[]> {
    await pipe.ready;
    const stream = (pipe.client as unknown as { connection: { stream: CorkableStream } }).connection
      .stream;
    if (!pipe.corked) {
      pipe.corked = true;
      stream.cork();
      setImmediate(() => {
        pipe.corked = false;
        stream.uncork();
      });
    }
    try {
      return (await pipe.client.query(text, values)).rows;
    } catch (error) {
      // The statement's own failure comes with a SQLSTATE; anything else is the connection's.
      if (!(error instanceof pg.DatabaseError)) pipe.broken = true;
      throw error;
    }
  }

  /** The next connection in turn; one that failed is replaced (its statements failed with it). */
  private pipe(): Pipe {
    const slot = this.next++ % this.size;
    const current = this.pipes[slot];
    if (current && !current.broken) return current;
    // A connection given up on is closed, in case its socket is still open.
    current?.client.end().catch(() => undefined);
    const client = new pg.Client({ connectionString: this.url, pipeline: true } as pg.ClientConfig);
    nameQueries(client);
    const pipe: Pipe = { client, corked: false, broken: false, ready: Promise.resolve() };
    // A connection the server closed (restart, failover): its statements in flight failed with
    // it; the next statement opens a new one. Unhandled, the event would stop the process.
    client.on('error', () => (pipe.broken = true));
    client.on('end', () => (pipe.broken = true));
    pipe.ready = client.connect().then(
      () => undefined,
      (error: unknown) => {
        pipe.broken = true;
        throw error;
      },
    );
    this.pipes[slot] = pipe;
    return pipe;
  }
}

interface CorkableStream {
  cork(): void;
  uncork(): void;
}
