import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { spyFeedback } from '../test/feedbackSpy.ts';
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

let feedback: ReturnType<typeof spyFeedback>;
let queryClient: QueryClient;
beforeEach(() => {
  feedback = spyFeedback();
  queryClient = new QueryClient();
});
afterEach(() => feedback.restore());

const renderButton = (remove: () => Promise<unknown>) =>
  render(
    <QueryClientProvider client={queryClient}>
      <DeleteButton remove={remove} />
    </QueryClientProvider>,
  );

describe('useDeleteConfirm', () => {
  it('asks with a danger OK, then deletes, says so and reloads the list', async () => {
    const remove = vi.fn().mockResolvedValue(null);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderButton(remove);
    fireEvent.click(screen.getByText('Remove row'));

    expect(await screen.findByText('Gone for good')).toBeTruthy();
    const ok = screen.getByText('Delete').closest('button')!;
    expect(ok.className).toContain('ant-btn-dangerous');
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(ok);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(feedback.message.success).toHaveBeenCalledWith('Deleted');
  });
});
