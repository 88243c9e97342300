import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { changeLocale } from '../../../lib/i18n.ts';
import { PhoneDrawer } from './PhoneDrawer.tsx';

await changeLocale('en');

function renderDrawer(open: boolean) {
  const onClose = vi.fn();
  const view = render(
    <PhoneDrawer open={open} onClose={onClose} title="PesaBridge" width={270}>
      <a href="/home/dashboard">Dashboard</a>
    </PhoneDrawer>,
  );
  return { onClose, view };
}

describe('PhoneDrawer', () => {
  it('shows nothing while closed', () => {
    renderDrawer(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the focus when open and closes on Escape, its button and a tap outside', () => {
    const { onClose, view } = renderDrawer(true);
    const dialog = screen.getByRole('dialog', { name: 'Main menu' });
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.click(view.container.querySelector('.phone-drawer-mask')!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
