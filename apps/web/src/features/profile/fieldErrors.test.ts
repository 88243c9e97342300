import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/request/RequestError.ts';
import { CODE_ERRORS, fieldErrorsOf } from './fieldErrors.ts';

describe('fieldErrorsOf', () => {
  it('marks every field of a -1008 reply with the server message', () => {
    const error = new RequestError(-1008, 'Parameter error', [
      { field: 'phone', message: 'The new value must differ from the current one' },
      { field: 'code', message: 'The verification code is 6 digits' },
      { nonsense: true },
    ]);
    expect(fieldErrorsOf(error)).toEqual([
      { name: 'phone', errors: ['The new value must differ from the current one'] },
      { name: 'code', errors: ['The verification code is 6 digits'] },
    ]);
  });

  it('puts other codes on the field named for them, and ignores the rest', () => {
    const wrong = new RequestError(-1006, 'Error in verification code');
    expect(fieldErrorsOf(wrong, CODE_ERRORS)).toEqual([
      { name: 'code', errors: ['Error in verification code'] },
    ]);
    expect(fieldErrorsOf(new RequestError(-1003, 'Account already exists'), CODE_ERRORS)).toEqual(
      [],
    );
    expect(fieldErrorsOf(new Error('boom'), CODE_ERRORS)).toEqual([]);
  });
});
