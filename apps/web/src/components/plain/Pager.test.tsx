import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './Pager.tsx';

describe('Pager', () => {
  it('says where the list stands and moves one page at a time', () => {
    const onPage = vi.fn();
    render(<Pager pageNum={2} pageSize={10} total={25} onPage={onPage} />);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByText('25 rows')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(3, 10);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1, 10);
  });

  it('cannot go before the first page or past the last', () => {
    render(<Pager pageNum={1} pageSize={10} total={10} onPage={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('goes back to the first page when a page holds more rows', () => {
    const onPage = vi.fn();
    render(<Pager pageNum={3} pageSize={10} total={45} onPage={onPage} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), {
      target: { value: '50' },
    });
    expect(onPage).toHaveBeenLastCalledWith(1, 50);
  });

  it("offers a list's own page size among the usual ones", () => {
    render(<Pager pageNum={1} pageSize={5} total={12} onPage={vi.fn()} />);
    const size = screen.getByRole('combobox', { name: 'Rows per page' }) as HTMLSelectElement;
    expect(size.value).toBe('5');
    expect([...size.options].map((o) => o.value)).toEqual(['5', '10', '20', '50', '100']);
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(<Pager pageNum={1} pageSize={10} total={0} onPage={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });
});
