import { describe, expect, it, vi } from 'vitest';
import { RequestError } from './RequestError.ts';
import { CODE_ERRORS, serverFieldErrors, setServerFieldErrors } from './fieldErrors.ts';

describe('serverFieldErrors', () => {
  it('maps the fields of a -1008 reply with their messages', () => {
    const error = new RequestError(-1008, 'Parameter error', [
      { field: 'accountName', message: 'Too long' },
      { field: 'code', message: 'The verification code is 6 digits' },
      { field: 42, message: 'not a field name' },
      { nonsense: true },
    ]);
    expect(serverFieldErrors(error)).toEqual([
      { name: 'accountName', errors: ['Too long'] },
      { name: 'code', errors: ['The verification code is 6 digits'] },
    ]);
  });

  it('maps the fields of -1011 (country missing) and -1015 (phone missing) the same way', () => {
    const fields = [{ field: 'phone', message: 'This field is required' }];
    for (const code of [-1011, -1015])
      expect(serverFieldErrors(new RequestError(code, 'empty', fields))).toEqual([
        { name: 'phone', errors: ['This field is required'] },
      ]);
  });

  it('gives nothing for other codes and other errors', () => {
    expect(serverFieldErrors(new RequestError(-1007, 'Data does not exist', []))).toEqual([]);
    expect(serverFieldErrors(new RequestError(-1008, 'Parameter error', null))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });

  it('puts another code on the field named for it, and ignores the rest', () => {
    const wrong = new RequestError(-1006, 'Error in verification code');
    expect(serverFieldErrors(wrong, CODE_ERRORS)).toEqual([
      { name: 'code', errors: ['Error in verification code'] },
    ]);
    const exists = new RequestError(-1003, 'Account already exists');
    expect(serverFieldErrors(exists, CODE_ERRORS)).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), CODE_ERRORS)).toEqual([]);
  });
});

describe('serverFieldErrors on a form with two codes', () => {
  it('puts a code error on the field the reply names, only for codes the form maps', () => {
    const wrongOld = new RequestError(-1006, 'Error in verification code', { field: 'oldCode' });
    expect(serverFieldErrors(wrongOld, CODE_ERRORS)).toEqual([
      { name: 'oldCode', errors: ['Error in verification code'] },
    ]);
    expect(serverFieldErrors(wrongOld)).toEqual([]);
    const odd = new RequestError(-1005, 'code does not exist', { field: 7 });
    expect(serverFieldErrors(odd, CODE_ERRORS)).toEqual([
      { name: 'code', errors: ['code does not exist'] },
    ]);
  });
});

describe('setServerFieldErrors', () => {
  it('marks the fields on the form', () => {
    const form = { setFields: vi.fn() };
    setServerFieldErrors(form, new RequestError(-1006, 'Wrong code'), CODE_ERRORS);
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'code', errors: ['Wrong code'] }]);
  });
});
