import { describe, expect, it } from 'vitest';
import { wantsMessage } from './notification-kinds.ts';

describe('wantsMessage', () => {
  it('follows the saved choice, or the default without one', () => {
    expect(wantsMessage([], 'money', 'sms')).toBe(true);
    expect(wantsMessage([], 'account', 'email')).toBe(false);
    expect(wantsMessage([{ kind: 'money', sms: false, email: true }], 'money', 'sms')).toBe(false);
  });

  it('always sends security messages, whatever was saved', () => {
    expect(wantsMessage([{ kind: 'security', sms: false, email: false }], 'security', 'sms')).toBe(
      true,
    );
  });
});
