import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, received } from '../test/mockApi.ts';
import { ViewStoredFileButton } from './ViewStoredFileButton.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ViewStoredFileButton', () => {
  it('opens the stored file through a signed link in a new tab', async () => {
    localStorage.setItem('token', 't');
    mockApi({ '/user/getTempUrl': () => ok('https://files.example/signed/contract.pdf') });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(
      <ViewStoredFileButton path="1/contract.pdf" aria-label="View contract">
        View
      </ViewStoredFileButton>,
    );

    fireEvent.click(screen.getByLabelText('View contract'));
    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://files.example/signed/contract.pdf',
        '_blank',
        'noopener',
      ),
    );
    expect(received.at(-1)?.params).toEqual({ filePath: '1/contract.pdf' });
  });
});
