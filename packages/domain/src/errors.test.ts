import { describe, expect, it } from 'vitest';
import { DomainError, isDomainError } from './errors.ts';

describe('DomainError', () => {
  it('carries a string code the server maps to the wire catalogue', () => {
    const error = new DomainError('ORDER_STATUS', 'no');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('ORDER_STATUS');
    expect(error.name).toBe('DomainError');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(error, 'ORDER_STATUS')).toBe(true);
    expect(isDomainError(error, 'FX_RATE')).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
  });
});
