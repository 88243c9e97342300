import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilePickButton } from './FilePickButton.tsx';

describe('FilePickButton', () => {
  it('opens the file picker and hands over the file chosen', () => {
    const onPick = vi.fn();
    const { container } = render(
      <FilePickButton accept=".png" onPick={onPick}>
        Upload
      </FilePickButton>,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(opened).toHaveBeenCalled();
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith(file);
  });

  it('cannot be pressed while the last file is on its way', () => {
    render(
      <FilePickButton accept=".png" busy onPick={vi.fn()}>
        Upload
      </FilePickButton>,
    );
    const button = screen.getByRole('button', { name: 'Upload' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
