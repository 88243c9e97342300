import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerNavigator } from '../navigation.ts';
import { endSession } from './sessionExpiry.ts';

describe('endSession without a session', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('moves to the target from elsewhere', () => {
    window.history.replaceState(null, '', '/home/dashboard');
    const navigate = vi.fn();
    const restore = registerNavigator(navigate);
    endSession('/login');
    restore();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('stays on the sign-in page (with its country) so the refusal stays on screen', () => {
    const navigate = vi.fn();
    const restore = registerNavigator(navigate);
    for (const path of ['/login', '/login/255']) {
      window.history.replaceState(null, '', path);
      endSession('/login');
    }
    restore();
    expect(navigate).not.toHaveBeenCalled();
  });
});
