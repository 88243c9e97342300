import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PlainTable } from './PlainTable.tsx';

const columns = [
  { key: 'name', title: 'Name', render: (r: { id: number; name: string }) => r.name },
  { key: 'amount', title: 'Amount', align: 'right' as const, render: () => '-1,234.50 KES' },
];
const rows = [{ id: 1, name: 'Achieng' }];

/** jsdom lays nothing out: the frame's widths are what a phone would measure. */
function frameWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

describe('PlainTable on a narrow screen', () => {
  it('says the table scrolls sideways when it is wider than its frame', () => {
    frameWidths(720, 374);
    render(<PlainTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="None" />);
    expect(screen.getByTestId('table-scroll-hint').textContent).toContain(
      'Swipe sideways to see every column',
    );
  });

  it('says nothing when the whole table fits', () => {
    frameWidths(374, 374);
    render(<PlainTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="None" />);
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
  });
});
