import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession, getToken } from './session.ts';
import { registerNavigator } from './navigation.ts';
import { queryClient } from './queryClient.ts';
import { resolveSessionTarget } from './sessionTarget.ts';
import { fail, mockApi, ok, received } from '../test/mockApi.ts';
import { spyFeedback } from '../test/feedbackSpy.ts';

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let restore: () => void;
let feedback: ReturnType<typeof spyFeedback>;

beforeEach(() => {
  navigate = vi.fn<(path: string) => void>();
  restore = registerNavigator(navigate);
  feedback = spyFeedback();
});
afterEach(() => {
  restore();
  feedback.restore();
});

describe('session', () => {
  it('startSession stores the token under "token", drops cached data and goes to the target', () => {
    queryClient.setQueryData(['user', 'info'], { userId: 1 });
    startSession('t-1', '/home/fx-index');
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(queryClient.getQueryData(['user', 'info'])).toBeUndefined();
    expect(resolveSessionTarget('/login')).toBe('/home/fx-index');
  });

  it('logout calls the server, clears the token and goes to /login', async () => {
    startSession('t-2', '/home/dashboard');
    mockApi({ '/user/logout': () => ok(null) });
    await expect(logout()).resolves.toBe(true);
    expect(received[0]?.url).toBe('/user/logout');
    expect(getToken()).toBeNull();
    expect(resolveSessionTarget('/home/dashboard')).toBe('/login');
  });

  it('still ends the session and goes to /login when the server call fails', async () => {
    startSession('t-3', '/home/dashboard');
    mockApi({ '/user/logout': () => fail(500, 'boom') });
    await expect(logout()).resolves.toBe(false);
    expect(getToken()).toBeNull();
    expect(resolveSessionTarget('/home/dashboard')).toBe('/login');
  });
});
