import { ErrorCode } from '@pesa/contract';
import {
  deriveCrossMids,
  isAnchorPair,
  MAX_SPREAD_BASIS_POINTS,
  MIN_SPREAD_BASIS_POINTS,
  rateBookProblems,
  type RateBookProblem,
} from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { RateBookRepository, StoredPair } from './rate-book.repository.ts';

/**
 * Changes to the rate book (packages/domain/src/fx/rate-book.ts): an operator sets a currency's
 * mid against USD or a pair's spread; the cross pairs' mids follow from their USD legs; and the
 * book that results is checked as a whole before anything is written. A book in which some cycle
 * of conversions would pay is refused, whoever proposes it, and nothing changes.
 */
export class RateBookService {
  constructor(
    private readonly repo: RateBookRepository,
    private readonly deps: { clock: Clock; changed: () => Promise<void> },
  ) {}

  /** Sets an anchor pair's mid (USD/KES); a cross pair's is derived and refused here. */
  setMid(pair: string, mid: string): Promise<void> {
    return this.change(pair, (p) => {
      if (!isAnchorPair(p))
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: [{ field: 'pair', key: 'rateDerived' }],
        });
      return { ...p, mid };
    });
  }

  setSpread(pair: string, spreadBasisPoints: number): Promise<void> {
    return this.change(pair, (p) => ({ ...p, spreadBasisPoints }));
  }

  /**
   * Brings every cross pair's mid in line with its USD legs: at start, for books written before
   * cross mids were derived, or seeded by another instance. Writes nothing when all agree.
   */
  align(): Promise<void> {
    return this.change(null, (p) => p);
  }

  private async change(pair: string | null, edit: (pair: StoredPair) => StoredPair): Promise<void> {
    const now = this.deps.clock.now().toISOString();
    const written = await this.repo.transaction(async (trx) => {
      const before = await this.repo.lockedPairs(trx);
      if (pair !== null && !before.some((p) => p.pair === pair))
        throw new AppError(ErrorCode.RATE_NOT_CONFIGURED);
      const edited = before.map((p) => (p.pair === pair ? edit(p) : p));
      const after = deriveCrossMids(edited).map((p, i) => ({ ...edited[i]!, mid: p.mid }));
      const problem = rateBookProblems(after)[0];
      if (problem) throw refusal(problem);
      let count = 0;
      for (const [i, next] of after.entries()) {
        const old = before[i]!;
        if (old.mid === next.mid && old.spreadBasisPoints === next.spreadBasisPoints) continue;
        await this.repo.write(trx, old, next, now);
        count++;
      }
      return count;
    });
    if (written > 0) await this.deps.changed();
  }
}

function refusal(problem: RateBookProblem): AppError {
  if (problem.kind === 'profitableCycle')
    return new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'rate', key: 'rateCycle', params: { cycle: problem.cycle.join(' → ') } }],
    });
  return new AppError(ErrorCode.PARAMETER_ERROR, {
    fields: [
      {
        field: 'spreadBps',
        key: 'spreadRange',
        params: { min: String(MIN_SPREAD_BASIS_POINTS), max: String(MAX_SPREAD_BASIS_POINTS) },
      },
    ],
  });
}
