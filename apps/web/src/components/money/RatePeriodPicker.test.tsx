import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../../lib/i18n.ts';
import { RatePeriodPicker } from './RatePeriodPicker.tsx';

await loadAllCatalogs();

describe('RatePeriodPicker', () => {
  it('offers the four preset periods in the chosen catalogue and reports the one picked', async () => {
    await changeLocale('en');
    const onChange = vi.fn();
    render(<RatePeriodPicker value="lastWeek" onChange={onChange} labelPrefix="fx:period." />);
    for (const label of ['Yesterday', 'Last week', 'Last month', 'Last year'])
      expect(screen.getByText(label)).toBeDefined();
    fireEvent.click(screen.getByText('Last year'));
    expect(onChange).toHaveBeenCalledWith('lastYear');
  });

  it('reads the dashboard labels in Chinese', async () => {
    await changeLocale('zh');
    render(
      <RatePeriodPicker value="lastMonth" onChange={() => {}} labelPrefix="dashboard:fx.period." />,
    );
    expect(screen.getByText('近一年')).toBeDefined();
    await changeLocale('en');
  });
});
