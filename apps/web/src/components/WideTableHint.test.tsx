import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WideTableHint } from './WideTableHint.tsx';

afterEach(() => vi.restoreAllMocks());

/** jsdom lays nothing out: every element measures what a phone would measure for the table. */
function widths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('WideTableHint', () => {
  it('says an antd table scrolls sideways when its content is wider than the frame', () => {
    widths(900, 374);
    render(
      <WideTableHint>
        <div className="ant-table-content">rows</div>
      </WideTableHint>,
    );
    expect(screen.getByTestId('table-scroll-hint').textContent).toContain(
      'Swipe sideways to see every column',
    );
  });

  it('says nothing while there is no table, or when it fits', () => {
    widths(900, 374);
    const { unmount } = render(<WideTableHint>loading</WideTableHint>);
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
    unmount();
    widths(374, 374);
    render(
      <WideTableHint>
        <div className="ant-table-content">rows</div>
      </WideTableHint>,
    );
    expect(screen.queryByTestId('table-scroll-hint')).toBeNull();
  });
});
