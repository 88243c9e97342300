import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useStepInHistory } from './useStepInHistory.ts';

type Options = Parameters<typeof useStepInHistory>[0];

/** The hook inside a data router whose history the test can walk (back and forward). */
function renderSteps(options: Options, path = '/home/send') {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const seen: { search: string } = { search: '' };
  function Probe({ children }: { children: ReactNode }) {
    seen.search = useLocation().search;
    return <>{children}</>;
  }
  const hook = renderHook(() => useStepInHistory(options), {
    wrapper: ({ children }) => {
      router ??= createMemoryRouter([{ path: '*', element: <Probe>{children}</Probe> }], {
        initialEntries: [path],
      });
      return <RouterProvider router={router} />;
    },
  });
  return { ...hook, router: () => router!, seen };
}

describe('useStepInHistory', () => {
  it('puts each step forward in history, so the browser’s back is the step before', async () => {
    const { result, router, seen } = renderSteps({ count: 4 });
    expect(result.current.step).toBe(0);
    act(() => result.current.goTo(1));
    act(() => result.current.goTo(2));
    expect(result.current.step).toBe(2);
    expect(seen.search).toBe('?step=3');
    await act(() => router().navigate(-1));
    expect(result.current.step).toBe(1);
    await act(() => router().navigate(1));
    expect(result.current.step).toBe(2);
  });

  it('writes the step shown into an address without one, so a later back returns to it', async () => {
    const { result, router, seen } = renderSteps({ count: 4, fallback: 1 }, '/s');
    expect(result.current.step).toBe(1);
    expect(seen.search).toBe('?step=2');
    act(() => result.current.goTo(2));
    await act(() => router().navigate(-1));
    expect(result.current.step).toBe(1);
  });

  it('opens the step named in the address (a refresh), but never past what was reached', () => {
    expect(renderSteps({ count: 4 }, '/s?step=3').result.current.step).toBe(2);
    expect(renderSteps({ count: 4, reachable: 1 }, '/s?step=3').result.current.step).toBe(1);
    expect(renderSteps({ count: 4, fallback: 2 }, '/s').result.current.step).toBe(2);
    expect(renderSteps({ count: 4, fallback: 2 }, '/s?step=9').result.current.step).toBe(2);
  });

  it('its own Back walks history back when the entry before is the previous step', async () => {
    const { result, router } = renderSteps({ count: 4 });
    act(() => result.current.goTo(1));
    const entriesBefore = router().state.historyAction;
    expect(entriesBefore).toBe('PUSH');
    await act(async () => result.current.back());
    expect(result.current.step).toBe(0);
    expect(router().state.historyAction).toBe('POP');
  });

  it('without such an entry (opened at step 3), Back replaces it with the step before', async () => {
    const { result, router } = renderSteps({ count: 4 }, '/s?step=3');
    await act(async () => result.current.back());
    expect(result.current.step).toBe(1);
    expect(router().state.historyAction).toBe('REPLACE');
    act(() => result.current.reset());
    expect(result.current.step).toBe(0);
  });

  it('resets to the first step in one navigation, leaving none to come after a link followed at once', async () => {
    const { result, router, seen } = renderSteps({ count: 4 });
    act(() => result.current.goTo(1));
    act(() => result.current.goTo(2));
    const locations: string[] = [];
    const stop = router().subscribe((state) => locations.push(state.location.search));
    act(() => result.current.reset());
    stop();
    expect(locations).toEqual(['?step=1']);
    expect(seen.search).toBe('?step=1');
    expect(result.current.step).toBe(0);
  });
});
