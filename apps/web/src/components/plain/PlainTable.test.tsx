import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PlainTable } from './PlainTable.tsx';

const columns = [
  { key: 'name', title: 'Name', render: (r: { id: number; name: string }) => r.name },
  { key: 'id', title: 'Id', align: 'right' as const, render: (r: { id: number }) => r.id },
];

describe('PlainTable', () => {
  it('draws one row per item under its column headers', () => {
    render(
      <PlainTable
        columns={columns}
        rows={[
          { id: 1, name: 'Achieng' },
          { id: 2, name: 'Baraka' },
        ]}
        rowKey={(r) => r.id}
        empty="Nothing yet"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Id']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('cell', { name: 'Baraka' })).toBeTruthy();
  });

  it("pins a column to the row's end when asked", () => {
    render(
      <PlainTable
        columns={[...columns, { key: 'act', title: 'Actions', pinned: true, render: () => 'Edit' }]}
        rows={[{ id: 1, name: 'Achieng' }]}
        rowKey={(r) => r.id}
        empty="Nothing yet"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toBe('is-pinned');
    expect(screen.getByRole('cell', { name: 'Edit' }).className).toBe('is-pinned');
    expect(screen.getByRole('cell', { name: '1' }).className).toBe('is-right');
    expect(screen.getByRole('cell', { name: 'Achieng' }).className).toBe('');
  });

  it('says so when there is nothing, and that it is loading before the first page', () => {
    const { rerender } = render(
      <PlainTable columns={columns} rowKey={(r) => r.id} loading empty="Nothing yet" />,
    );
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading')).toBeTruthy();
    rerender(<PlainTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeTruthy();
  });

  it('opens a row to show its further fields, and closes it again', () => {
    render(
      <PlainTable
        columns={columns}
        rows={[
          { id: 1, name: 'Achieng' },
          { id: 2, name: 'Baraka' },
        ]}
        rowKey={(r) => r.id}
        empty="Nothing yet"
        expandedRow={(r) => <p>Phone of {r.name}</p>}
      />,
    );
    expect(screen.queryByText('Phone of Baraka')).toBeNull();
    const baraka = within(screen.getByRole('cell', { name: 'Baraka' }).closest('tr')!);
    fireEvent.click(baraka.getByRole('button', { name: 'Expand row' }));
    expect(screen.getByText('Phone of Baraka')).toBeTruthy();
    expect(screen.queryByText('Phone of Achieng')).toBeNull();
    const open = baraka.getByRole('button', { name: 'Collapse row' });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(open);
    expect(screen.queryByText('Phone of Baraka')).toBeNull();
  });
});
