import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveWarning } from './LeaveWarning.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function unload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function renderForm(hasInput: () => boolean) {
  const router = createMemoryRouter(
    [{ path: '*', element: <LeaveWarning hasInput={hasInput} /> }],
    { initialEntries: ['/home/kyc-auth'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LeaveWarning', () => {
  it('has the browser ask before closing or reloading only while there is unsaved input', () => {
    let input = false;
    renderForm(() => input);
    expect(unload()).toBe(false);
    input = true;
    expect(unload()).toBe(true);
  });

  it('lets a page load that carries a new session go unasked (the sign-up build hands over so)', () => {
    renderForm(() => true);
    localStorage.setItem('token', 'a-new-session');
    expect(unload()).toBe(false);
  });

  it('asks before an in-app link leaves the page, and stays when the person says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderForm(() => true);
    await act(() => router.navigate('/home/dashboard'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/home/kyc-auth');
    confirm.mockReturnValue(true);
    await act(() => router.navigate('/home/dashboard'));
    expect(router.state.location.pathname).toBe('/home/dashboard');
  });

  it('never asks for a step change on the same page, nor with nothing typed', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    let input = true;
    const router = renderForm(() => input);
    await act(() => router.navigate('/home/kyc-auth?step=2'));
    expect(router.state.location.search).toBe('?step=2');
    input = false;
    await act(() => router.navigate('/home/dashboard'));
    expect(router.state.location.pathname).toBe('/home/dashboard');
    expect(confirm).not.toHaveBeenCalled();
  });
});
