import { describe, expect, it } from 'vitest';
import { RequestError } from './RequestError.ts';
import { serverFieldErrors } from './fieldErrors.ts';

describe('serverFieldErrors', () => {
  it('maps the fields of a -1008 reply with their messages', () => {
    const error = new RequestError(-1008, 'Parameter error', [
      { field: 'accountName', message: 'Too long' },
      { field: 42, message: 'not a field name' },
    ]);
    expect(serverFieldErrors(error)).toEqual([{ name: 'accountName', errors: ['Too long'] }]);
  });

  it('gives nothing for other codes and other errors', () => {
    expect(serverFieldErrors(new RequestError(-1007, 'Data does not exist', []))).toEqual([]);
    expect(serverFieldErrors(new RequestError(-1008, 'Parameter error', null))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});
