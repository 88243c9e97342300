import { describe, expect, it } from 'vitest';
import { readStoredLocale, storeLocale, toApiLanguage } from './locale.ts';

describe('stored locale', () => {
  it('defaults to English on a first visit', () => {
    expect(readStoredLocale()).toBe('en');
  });

  it('reads a supported value back from local storage "locale"', () => {
    storeLocale('zh');
    expect(localStorage.getItem('locale')).toBe('zh');
    expect(readStoredLocale()).toBe('zh');
    storeLocale('en');
    expect(readStoredLocale()).toBe('en');
  });

  it('falls back to Chinese for an unsupported value', () => {
    localStorage.setItem('locale', 'fr');
    expect(readStoredLocale()).toBe('zh');
  });

  it('maps to the API language', () => {
    expect(toApiLanguage('en')).toBe('en_US');
    expect(toApiLanguage('zh')).toBe('zh_CN');
  });
});
