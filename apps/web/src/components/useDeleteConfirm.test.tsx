import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '../lib/queryClient.ts';
import { spyFeedback } from '../test/feedbackSpy.ts';
import { renderWithQueries } from '../test/renderWithQueries.tsx';
import { useDeleteConfirm } from './useDeleteConfirm.tsx';

function DeleteButton({ remove }: { remove: () => Promise<unknown> }) {
  const [confirmDelete, holder] = useDeleteConfirm({
    okText: 'Delete',
    cancelText: 'Cancel',
    invalidate: ['things'],
  });
  return (
    <>
      {holder}
      <button
        onClick={() =>
          confirmDelete({ title: 'Delete it?', content: 'Gone for good', remove, done: 'Deleted' })
        }
      >
        Remove row
      </button>
    </>
  );
}

describe('useDeleteConfirm', () => {
  it('asks with a danger OK, then deletes, says so and reloads the list', async () => {
    const feedback = spyFeedback();
    const remove = vi.fn().mockResolvedValue(null);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithQueries(<DeleteButton remove={remove} />);
    fireEvent.click(screen.getByText('Remove row'));

    expect(await screen.findByText('Gone for good')).toBeTruthy();
    const ok = screen.getByText('Delete').closest('button')!;
    expect(ok.className).toContain('ant-btn-dangerous');
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(ok);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(feedback.message.success).toHaveBeenCalledWith('Deleted');
    feedback.restore();
    invalidate.mockRestore();
  });
});
