import { describe, expect, it } from 'vitest';
import { resolveSessionTarget, setSessionTarget } from './sessionTarget.ts';

describe('session target', () => {
  it('leads from the screen where the session changed to the target, once', () => {
    setSessionTarget('/home/notice');
    expect(resolveSessionTarget('/login?redirect=%2Fhome%2Fnotice')).toBe('/home/notice');
    expect(resolveSessionTarget('/login?redirect=%2Fhome%2Fnotice')).toBe('/home/notice');
    expect(resolveSessionTarget('/home/notice')).toBeNull();
    expect(resolveSessionTarget('/login?redirect=%2Fhome%2Fnotice')).toBeNull();
  });

  it('is spent when the location moves elsewhere, so a further redirect cannot loop', () => {
    setSessionTarget('/home');
    expect(resolveSessionTarget('/login')).toBe('/home');
    expect(resolveSessionTarget('/home/dashboard')).toBeNull();
    expect(resolveSessionTarget('/login')).toBeNull();
  });

  it('is nothing without a session change', () => {
    expect(resolveSessionTarget('/')).toBeNull();
  });
});
