import { describe, expect, it } from 'vitest';
import { CHINA_COUNTRY_ID, PayType, payeeDestinationCountry } from './enums.ts';

describe('payeeDestinationCountry', () => {
  it('places a CNY account in China whichever country listed it', () => {
    expect(payeeDestinationCountry({ payType: PayType.CNY_ACCOUNT_KES, countryId: 254 })).toBe(
      CHINA_COUNTRY_ID,
    );
    expect(payeeDestinationCountry({ payType: PayType.CNY_ACCOUNT_TZS, countryId: 255 })).toBe(86);
  });

  it('keeps the country of a local wallet or bank account', () => {
    expect(payeeDestinationCountry({ payType: PayType.MPESA_KES, countryId: 254 })).toBe(254);
    expect(payeeDestinationCountry({ payType: PayType.TIPS, countryId: 255 })).toBe(255);
  });
});
