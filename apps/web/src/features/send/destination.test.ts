import { describe, expect, it } from 'vitest';
import { destinationRows, groupPhone } from './destination.ts';

const blank = {
  phone: '',
  userAccountNo: '',
  bankName: '',
  bankBranch: '',
  bankUser: '',
  bankNo: '',
  bankSwiftCode: '',
};

describe('destinationRows', () => {
  it('shows a mobile-money recipient by their whole number', () => {
    expect(destinationRows({ ...blank, payType: 2, phone: '+254722000111' })).toEqual([
      { label: 'phone', value: '+254 722 000 111' },
    ]);
  });

  it('shows a bank recipient by bank, holder and full account number, leaving out what is empty', () => {
    const payee = {
      ...blank,
      payType: 401,
      // A CNY account keeps its optional contact number; the money goes to the account.
      phone: '+8613800138000',
      bankName: '中国工商银行',
      bankUser: '张伟',
      bankNo: '6222021234567890123',
    };
    expect(destinationRows(payee)).toEqual([
      { label: 'bank', value: '中国工商银行' },
      { label: 'accountName', value: '张伟' },
      { label: 'accountNumber', value: '6222021234567890123' },
    ]);
    expect(destinationRows({ ...payee, payType: 100, bankSwiftCode: 'EQBLKENA' }).at(-1)).toEqual({
      label: 'swift',
      value: 'EQBLKENA',
    });
  });

  it('shows a wallet recipient by their account number', () => {
    expect(destinationRows({ ...blank, payType: 0, userAccountNo: 'PB12345678' })).toEqual([
      { label: 'wallet', value: 'PB12345678' },
    ]);
  });
});

describe('groupPhone', () => {
  it('groups Kenyan and Tanzanian mobiles and leaves anything else alone', () => {
    expect(groupPhone('+255754123456')).toBe('+255 754 123 456');
    expect(groupPhone('+8613800138000')).toBe('+8613800138000');
  });
});
