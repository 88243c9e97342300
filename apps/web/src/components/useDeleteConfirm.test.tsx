import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLocale, loadAllCatalogs } from '../lib/i18n.ts';
import { queryClient } from '../lib/queryClient.ts';
import { spyFeedback } from '../test/feedbackSpy.ts';
import { renderWithQueries } from '../test/renderWithQueries.tsx';
import { useDeleteConfirm } from './useDeleteConfirm.tsx';

await loadAllCatalogs();

function DeleteButton({ remove }: { remove: () => Promise<unknown> }) {
  const [confirmDelete, holder] = useDeleteConfirm({
    textKeys: 'team:role.',
    okText: 'Delete',
    cancelText: 'Cancel',
    invalidate: ['role'],
  });
  return (
    <>
      {holder}
      <button onClick={() => confirmDelete('Amani Otieno', remove)}>Remove row</button>
    </>
  );
}

describe('useDeleteConfirm', () => {
  it('asks about the row with a danger OK, then deletes, says so and reloads the list', async () => {
    await changeLocale('en');
    const feedback = spyFeedback();
    const remove = vi.fn().mockResolvedValue(null);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    renderWithQueries(<DeleteButton remove={remove} />);
    fireEvent.click(screen.getByText('Remove row'));

    // antd's confirm repeats its title in the heading that names the dialog.
    expect(await screen.findAllByText('Delete this role?')).not.toHaveLength(0);
    expect(
      screen.getByText(
        'Amani Otieno will be deleted. Members holding it lose its permissions and are signed out.',
      ),
    ).toBeTruthy();
    const ok = screen.getByText('Delete').closest('button')!;
    expect(ok.className).toContain('ant-btn-dangerous');
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(ok);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['role'] }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(feedback.message.success).toHaveBeenCalledWith('Role deleted');
    feedback.restore();
    invalidate.mockRestore();
  });
});
