import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainAlert } from './PlainAlert.tsx';

describe('PlainAlert', () => {
  it('announces a warning with its title and description', () => {
    render(<PlainAlert type="warning" title="Sandbox" description="No real money moves" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Sandbox');
    expect(alert.textContent).toContain('No real money moves');
    expect(alert.className).toContain('is-warning');
  });

  it('does not announce an info note', () => {
    render(<PlainAlert type="info" title="Good to know" />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Good to know')).toBeTruthy();
  });
});
