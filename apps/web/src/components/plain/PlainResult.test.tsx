import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainResult } from './PlainResult.tsx';

describe('PlainResult', () => {
  it('shows the heading, what it means and the next step, in the status colour', () => {
    const { container } = render(
      <PlainResult
        status="warning"
        title="Application returned"
        subTitle="Reason: unclear documents"
        extra={<a href="/again">Correct it</a>}
        data-testid="state"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Application returned' })).toBeTruthy();
    expect(screen.getByText('Reason: unclear documents')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Correct it' }).getAttribute('href')).toBe('/again');
    expect(screen.getByTestId('state').className).toContain('is-warning');
    expect(container.querySelector('.plain-result-icon svg')).not.toBeNull();
  });

  it('leaves out the parts it is not given', () => {
    const { container } = render(<PlainResult title="Nothing yet" />);
    expect(container.querySelector('.plain-result-subtitle')).toBeNull();
    expect(container.querySelector('.plain-result-extra')).toBeNull();
  });
});
