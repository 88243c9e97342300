import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/request/RequestError.ts';
import { moneyProblemOf } from './problems.ts';

describe('refused money calls', () => {
  it('lead to a top-up or the record', () => {
    expect(moneyProblemOf(new RequestError(-1014, 'x'))?.key).toBe('insufficient');
    expect(moneyProblemOf(new RequestError(-1013, 'x'))?.key).toBe('insufficient');
    expect(moneyProblemOf(new RequestError(-1059, 'x'))?.link.to).toBe('/homeApi/suspense-record');
  });

  it('leave everything else to the toast and the marked fields', () => {
    expect(moneyProblemOf(new RequestError(-1008, 'x', []))).toBeNull();
    expect(moneyProblemOf(new Error('network'))).toBeNull();
    // No transaction password: the payment dialog sets one, no detour to the profile.
    expect(moneyProblemOf(new RequestError(-1022, 'x'))).toBeNull();
  });
});
