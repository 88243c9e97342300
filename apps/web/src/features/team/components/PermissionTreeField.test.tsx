import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { buildPermissionTree, permissionNamesOf } from '@pesa/domain';
import enMenu from '../../../locales/en/menu.json';
import zhMenu from '../../../locales/zh/menu.json';
import { changeLocale, loadAllCatalogs } from '../../../lib/i18n.ts';
import { PermissionTreeField } from './PermissionTreeField.tsx';

await loadAllCatalogs();

const row = (container: HTMLElement, key: string) =>
  container.querySelector<HTMLElement>(`[data-permission="${key}"]`)!;
const checkbox = (container: HTMLElement, key: string) =>
  row(container, key).querySelector<HTMLElement>('[role=checkbox]')!;

function lookup(catalog: unknown, key: string): unknown {
  return key
    .replace(/^menu:/, '')
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalog,
    );
}

describe('permission tree titles', () => {
  it('every group, screen and button has a menu title in English and Chinese', () => {
    const nodes = buildPermissionTree().flatMap(function all(n): { titleKey: string }[] {
      return [n, ...(n.children ?? []).flatMap(all)];
    });
    for (const { titleKey } of nodes) {
      expect(typeof lookup(enMenu, titleKey), titleKey).toBe('string');
      expect(typeof lookup(zhMenu, titleKey), titleKey).toBe('string');
    }
  });
});

describe('PermissionTreeField', () => {
  it('shows the sidebar titles with the held names ticked and partial groups mixed', () => {
    const { container } = render(<PermissionTreeField value={['FxIndex']} />);
    expect(screen.getByText('Recipient Management')).toBeTruthy();
    expect(screen.getByText('Exchange Rates')).toBeTruthy();
    expect(checkbox(container, 'FxIndex').getAttribute('aria-checked')).toBe('true');
    expect(checkbox(container, 'group:fx').getAttribute('aria-checked')).toBe('mixed');
    expect(checkbox(container, 'FxHistory').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('1 permission ticked')).toBeTruthy();
  });

  it('ticking a button also ticks its screen', () => {
    const onChange = vi.fn();
    const { container } = render(<PermissionTreeField value={['FxIndex']} onChange={onChange} />);
    fireEvent.click(checkbox(container, 'Btn:payee:add'));
    expect(onChange).toHaveBeenCalledWith(['AssetsPayee', 'Btn:payee:add', 'FxIndex']);
  });

  it('ticking a screen ticks that screen alone, and offers recipient delete as a button', () => {
    const onChange = vi.fn();
    const { container } = render(<PermissionTreeField value={[]} onChange={onChange} />);
    expect(row(container, 'Btn:payee:delete')).not.toBeNull();
    fireEvent.click(checkbox(container, 'AssetsPayee'));
    expect(onChange).toHaveBeenCalledWith(['AssetsPayee']);
  });

  it('shows a held screen ticked while its buttons stay unticked', () => {
    const { container } = render(<PermissionTreeField value={['AssetsPayee']} />);
    expect(checkbox(container, 'AssetsPayee').getAttribute('aria-checked')).toBe('true');
    expect(checkbox(container, 'Btn:payee:add').getAttribute('aria-checked')).toBe('false');
    expect(checkbox(container, 'group:assets').getAttribute('aria-checked')).toBe('mixed');
  });

  it('ticking a group selects everything in it, unticking clears it', () => {
    const onChange = vi.fn();
    const all = permissionNamesOf(buildPermissionTree());
    const { container } = render(<PermissionTreeField value={all} onChange={onChange} />);
    expect(checkbox(container, 'group:api').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(checkbox(container, 'group:api'));
    const left = onChange.mock.calls[0]![0] as string[];
    expect(left.some((name) => name.startsWith('HomeApi'))).toBe(false);
    expect(left).toContain('SystemUserTeam');
  });

  it('reads in Chinese', async () => {
    await changeLocale('zh');
    try {
      render(<PermissionTreeField value={[]} />);
      expect(screen.getByText('收款人管理')).toBeTruthy();
      expect(screen.getByText('已勾选 0 项权限')).toBeTruthy();
    } finally {
      await changeLocale('en');
    }
  });
});

describe('PermissionTreeField and the agent-only cash-in screen', () => {
  it('is not offered to a company’s roles, and ticking drops one left in an old role', () => {
    const onChange = vi.fn();
    const { container } = render(
      <PermissionTreeField userType={1} value={['AgentCashIn']} onChange={onChange} />,
    );
    expect(row(container, 'AgentCashIn')).toBeNull();
    expect(screen.getByText('0 permissions ticked')).toBeTruthy();
    fireEvent.click(checkbox(container, 'FxIndex'));
    expect(onChange).toHaveBeenLastCalledWith(['FxIndex']);
  });

  it('is offered to an agent’s roles', () => {
    const { container } = render(<PermissionTreeField userType={3} value={['AgentCashIn']} />);
    expect(checkbox(container, 'AgentCashIn').getAttribute('aria-checked')).toBe('true');
  });
});
