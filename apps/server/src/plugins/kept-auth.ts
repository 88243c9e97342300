import { ErrorCode } from '@pesa/contract';
import type { StatementCondition, StatementGate, StatementRider } from '../db/statement-rider.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A send whose one statement may go on a sign-in this instance kept, and confirm it there
     * (`answerOnKeptAuth`), instead of reading the session first.
     */
    keptAuth?: boolean;
  }
}

/** SQLSTATEs of `pesa_confirm_kept` (migration 2026-11-30T1900-kept-sign-in). */
const NOT_CONFIRMED = 'PB003';
const REPEATED = 'PB004';

/** The statement did not confirm the kept sign-in: nothing was written; read it and answer again. */
export class KeptAuthUnconfirmed extends Error {
  constructor() {
    super('kept sign-in not confirmed');
  }
}

/** A request on a kept sign-in: the gate its send's statement passes first, and whether it went. */
export interface KeptAuth {
  gate: StatementGate;
  sent: boolean;
}

/**
 * The gate of a send on a kept sign-in (docs/scaling.md): its statement locks nothing until the
 * database confirms `holds` (the session not revoked, the user row and the caches as the instance
 * has them), and then takes the duplicate guard's record of the submission (`guard`), which on a
 * full read would have ridden with the session's read. Either failing fails the statement as a
 * whole, so nothing of it is written: not confirmed, the request is answered again on a full read;
 * a repeat is refused with 601, as the guard would have.
 */
export function keptAuth(
  holds: readonly StatementCondition[],
  guard: StatementRider<unknown> | null,
): KeptAuth {
  const kept: KeptAuth = {
    sent: false,
    gate: {
      values: [...holds.flatMap((hold) => hold.values), ...(guard?.values ?? [])],
      sql(first) {
        let next = first;
        const confirmed = holds.map((hold) => {
          const text = hold.sql(next);
          next += hold.values.length;
          return text;
        });
        const record = guard?.sql(next);
        return `${record ? `${record.ctes},\n` : ''}entry_gate AS MATERIALIZED (
  SELECT pesa_confirm_kept(${confirmed.join('\n    AND ')}, ${record?.result ?? '0'}) AS passed)`;
      },
      sending: () => {
        kept.sent = true;
      },
      refusal(error) {
        const code = (error as { code?: string })?.code;
        if (code === NOT_CONFIRMED) return new KeptAuthUnconfirmed();
        if (code === REPEATED) return new AppError(ErrorCode.DUPLICATE_SUBMIT);
        return undefined;
      },
    },
  };
  return kept;
}
