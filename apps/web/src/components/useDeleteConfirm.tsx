import type { ReactNode } from 'react';
import { Modal } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { feedback } from '../lib/feedback.ts';

/** What one list screen's confirmations share: the button texts and the queries to reload. */
export interface DeleteConfirmSetup {
  okText: string;
  cancelText: string;
  /** The queries showing what is deleted; they reload once the delete succeeds. */
  invalidate: QueryKey;
}

/** One row's confirmation: what is asked, the delete call and the toast once it is done. */
export interface DeleteConfirmation {
  title: string;
  content: ReactNode;
  remove: () => Promise<unknown>;
  done: string;
}

/**
 * Asks before a delete, with a red OK button. OK makes the call (the dialog stays open and
 * spinning until it answers; a failure keeps it open, the request layer shows why), then says
 * it is done and reloads the list. Render the returned holder in the page, so the dialog
 * follows the app's theme and language.
 */
export function useDeleteConfirm({ okText, cancelText, invalidate }: DeleteConfirmSetup) {
  const [modal, holder] = Modal.useModal();
  const queryClient = useQueryClient();

  const confirmDelete = ({ title, content, remove, done }: DeleteConfirmation) =>
    modal.confirm({
      title,
      content,
      okButtonProps: { danger: true },
      okText,
      cancelText,
      onOk: async () => {
        await remove();
        feedback().message.success(done);
        await queryClient.invalidateQueries({ queryKey: invalidate });
      },
    });

  return [confirmDelete, holder] as const;
}
