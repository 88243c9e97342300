import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { buildPermissionView } from '@pesa/domain';
import { queryClient } from '../lib/queryClient.ts';
import { SESSION_ACCESS_KEY } from '../lib/permissions/sessionAccess.ts';
import { PermissionGate } from './PermissionGate.tsx';
import { userInfo } from '../test/renderApp.tsx';

function renderWith(memberNames: string[] | null, names: string[]) {
  localStorage.setItem('token', 't');
  queryClient.clear();
  const info = userInfo({ parentId: memberNames ? 4 : 0 });
  queryClient.setQueryData(SESSION_ACCESS_KEY, {
    info,
    view: buildPermissionView(info as never, memberNames ?? []),
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <PermissionGate names={names}>
        <button type="button">action</button>
      </PermissionGate>
    </QueryClientProvider>,
  );
}

describe('PermissionGate', () => {
  it('shows recipient add and delete to a main account (SPEC §2)', () => {
    renderWith(null, ['Btn:payee:add']);
    expect(screen.queryByRole('button', { name: 'action' })).not.toBeNull();
    renderWith(null, ['Btn:payee:delete']);
    expect(screen.getAllByRole('button', { name: 'action' })).toHaveLength(2);
  });

  it('follows the member names and the wildcard', () => {
    renderWith(['Btn:va:add'], ['Btn:payee:edit']);
    expect(screen.queryByRole('button', { name: 'action' })).toBeNull();
    renderWith(['*:*:*'], ['Btn:payee:edit']);
    expect(screen.queryByRole('button', { name: 'action' })).not.toBeNull();
  });

  it('shows recipient delete to a role holding it, and hides it from one without', () => {
    renderWith(['Btn:payee:add', 'Btn:payee:edit'], ['Btn:payee:delete']);
    expect(screen.queryByRole('button', { name: 'action' })).toBeNull();
    renderWith(['Btn:payee:delete'], ['Btn:payee:delete']);
    expect(screen.queryByRole('button', { name: 'action' })).not.toBeNull();
  });

  it('raises "set operation permission tag value" for an empty list', () => {
    const quiet = console.error;
    console.error = () => undefined; // React logs the thrown render error; the assertion is below.
    try {
      expect(() => renderWith(null, [])).toThrow('set operation permission tag value');
    } finally {
      console.error = quiet;
    }
  });
});
