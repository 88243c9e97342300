import { describe, expect, it } from 'vitest';
import { RequestError } from '../request/RequestError.ts';
import { wrongFundPasswordText } from './wrongFundPassword.ts';

describe('wrongFundPasswordText', () => {
  it("is the server's message for a wrong transaction password (tries left included)", () => {
    const error = new RequestError(-1023, '交易密码错误，还可再试3次，之后付款功能将锁定30分钟', {
      triesLeft: 3,
    });
    expect(wrongFundPasswordText(error)).toBe(
      '交易密码错误，还可再试3次，之后付款功能将锁定30分钟',
    );
  });

  it('is null for any other failure', () => {
    expect(wrongFundPasswordText(new RequestError(-1013, 'Insufficient balance'))).toBeNull();
    expect(wrongFundPasswordText(new Error('network'))).toBeNull();
  });
});
