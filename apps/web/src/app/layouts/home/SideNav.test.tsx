import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SideNav, type SideNavEntry } from './SideNav.tsx';

const entries: SideNavEntry[] = [
  { path: '/home/dashboard', label: 'Dashboard', icon: <span /> },
  {
    group: 'domestic',
    label: 'Domestic Service',
    icon: <span />,
    items: [
      { path: '/home/psp-index', label: 'Send Money' },
      { path: '/home/psp-recharge', label: 'Top Up' },
    ],
  },
  {
    group: 'fx',
    label: 'FX',
    icon: <span />,
    items: [{ path: '/home/fx-index', label: 'Exchange Rates' }],
  },
];

function renderNav(props: Partial<Parameters<typeof SideNav>[0]> = {}) {
  const handlers = { onExpand: vi.fn(), onNavigate: vi.fn() };
  render(
    <MemoryRouter>
      <SideNav
        entries={entries}
        selected="/home/psp-recharge"
        collapsed={false}
        {...handlers}
        {...props}
      />
    </MemoryRouter>,
  );
  return handlers;
}

describe('SideNav', () => {
  it('opens the group of the current screen and marks its entry as the current page', () => {
    renderNav();
    expect(
      screen.getByRole('button', { name: 'Domestic Service' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'FX' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Top Up' }).getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('link', { name: 'Send Money' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: 'Exchange Rates' })).toBeNull();
  });

  it('opens and closes a group on its title, and tells the layout after a pick', () => {
    const { onNavigate } = renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'FX' }));
    const rates = screen.getByRole('link', { name: 'Exchange Rates' });
    expect(rates.getAttribute('href')).toBe('/home/fx-index');
    fireEvent.click(rates);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Domestic Service' }));
    expect(screen.queryByRole('link', { name: 'Top Up' })).toBeNull();
  });

  it('when collapsed shows no entries under a group, and a group title widens the bar', () => {
    const { onExpand } = renderNav({ collapsed: true });
    expect(screen.queryByRole('link', { name: 'Top Up' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'FX' }));
    expect(onExpand).toHaveBeenCalledTimes(1);
  });
});
