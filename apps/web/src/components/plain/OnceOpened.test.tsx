import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OnceOpened } from './OnceOpened.tsx';

describe('OnceOpened', () => {
  it('loads its content only once opened, and keeps it mounted when closed again', async () => {
    const load = vi.fn(() =>
      Promise.resolve({
        default: ({ open }: { open: boolean }) => <p>{open ? 'open' : 'shut'}</p>,
      }),
    );
    const Dialog = lazy(load);
    const view = (open: boolean) => (
      <OnceOpened open={open}>
        <Dialog open={open} />
      </OnceOpened>
    );
    const { rerender } = render(view(false));
    expect(load).not.toHaveBeenCalled();
    rerender(view(true));
    expect(await screen.findByText('open')).toBeTruthy();
    rerender(view(false));
    expect(screen.getByText('shut')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
