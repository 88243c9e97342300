import { describe, expect, it } from 'vitest';
import { resolveSessionTarget, setSessionTarget, settleSessionTarget } from './sessionTarget.ts';

describe('session target', () => {
  it('leads from the screen where the session changed to the target until it is reached', () => {
    setSessionTarget('/home/notice');
    expect(resolveSessionTarget('/login?redirect=%2Fhome%2Fnotice')).toBe('/home/notice');
    // A render of the old screen that React throws away must not lose the target.
    expect(resolveSessionTarget('/home/notice')).toBeNull();
    expect(resolveSessionTarget('/login?redirect=%2Fhome%2Fnotice')).toBe('/home/notice');
    settleSessionTarget('/login?redirect=%2Fhome%2Fnotice');
    expect(resolveSessionTarget('/login?redirect=%2Fhome%2Fnotice')).toBe('/home/notice');
    settleSessionTarget('/home/notice');
    expect(resolveSessionTarget('/login?redirect=%2Fhome%2Fnotice')).toBeNull();
  });

  it('is spent once the location moves on, so a further redirect cannot loop', () => {
    setSessionTarget('/home');
    expect(resolveSessionTarget('/login')).toBe('/home');
    settleSessionTarget('/home/dashboard');
    expect(resolveSessionTarget('/login')).toBeNull();
  });

  it('is nothing without a session change', () => {
    expect(resolveSessionTarget('/')).toBeNull();
  });
});
