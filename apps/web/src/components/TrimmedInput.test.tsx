import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TrimmedInput, TrimmedTextArea } from './TrimmedInput.tsx';

describe('TrimmedInput', () => {
  it('passes typed text on untouched and trims it when the field loses focus', () => {
    const onChange = vi.fn();
    render(<TrimmedInput aria-label="name" onChange={onChange} />);
    const input = screen.getByLabelText('name');
    fireEvent.change(input, { target: { value: '  Acme Ltd ' } });
    expect(onChange).toHaveBeenLastCalledWith('  Acme Ltd ');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('Acme Ltd');
  });

  it('does not report a change on blur when nothing needed trimming', () => {
    const onChange = vi.fn();
    render(<TrimmedTextArea aria-label="scope" value="Freight" onChange={onChange} />);
    fireEvent.blur(screen.getByLabelText('scope'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
