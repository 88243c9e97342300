import { describe, expect, it } from 'vitest';
import {
  COMPANY,
  COMPANY_FIELDS,
  draftPayload,
  isAdultBirthDate,
  missingFields,
  stepOfField,
} from './kycFields.ts';

const INDIVIDUAL = 2;

describe('KYC answers mirror the server rules', () => {
  it('asks a company for every KYB answer but the trading name', () => {
    const missing = missingFields(COMPANY, {});
    expect(missing).toHaveLength(COMPANY_FIELDS.length - 1);
    expect(missing).not.toContain('tradingName');
    expect(missing[0]).toBe('companyName');
  });

  it('asks an individual for every answer, and counts blanks and empty lists as missing', () => {
    const missing = missingFields(INDIVIDUAL, { fullName: '  ', idType: 1, receiveCountries: [] });
    expect(missing).toContain('fullName');
    expect(missing).not.toContain('idType');
    expect(missing).toEqual([
      'fullName',
      'idNumber',
      'dateOfBirth',
      'nationality',
      'address',
      'idFrontFile',
      'idBackFile',
      'photoFile',
    ]);
  });

  it('finds the KYB step of each answer', () => {
    expect(stepOfField('email')).toBe(0);
    expect(stepOfField('remitCountries')).toBe(1);
    expect(stepOfField('amlPolicyFile')).toBe(2);
    expect(stepOfField('photoFile')).toBe(3);
  });

  it('accepts only real dates of adults born from 1900', () => {
    const today = new Date('2026-06-15T12:00:00Z');
    expect(isAdultBirthDate('2008-06-15', today)).toBe(true);
    expect(isAdultBirthDate('2008-06-16', today)).toBe(false);
    expect(isAdultBirthDate('1990-02-30', today)).toBe(false);
    expect(isAdultBirthDate('1899-12-31', today)).toBe(false);
    expect(isAdultBirthDate('1990/01/01', today)).toBe(false);
  });

  it('saves only the answers of the account type, trimmed, leaving blanks out', () => {
    const payload = draftPayload(COMPANY, {
      companyName: '  Acme Freight Ltd ',
      tradingName: '',
      fullName: 'Not a company answer',
      receiveCountries: [254, 255],
      remitCountries: [],
    });
    expect(payload).toEqual({ companyName: 'Acme Freight Ltd', receiveCountries: [254, 255] });
  });
});
