import { Modal } from 'antd';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '../lib/feedback.ts';

/** What one list screen's confirmations share. */
export interface DeleteConfirmSetup {
  /**
   * Key prefix of the screen's `deleteTitle`, `deleteBody` (naming the row as `{{name}}`) and
   * `deleted` texts, e.g. `team:role.` or `payees:`.
   */
  textKeys: string;
  okText: string;
  cancelText: string;
  /** The queries showing what is deleted; they reload once the delete succeeds. */
  invalidate: QueryKey;
}

/**
 * Asks before deleting the row called `name`, with a red OK button. OK makes the `remove` call
 * (the dialog stays open and spinning until it answers; a failure keeps it open, the request
 * layer shows why), then says it is done and reloads the list. Render the returned holder in
 * the page, so the dialog follows the app's theme and language.
 */
export function useDeleteConfirm({ textKeys, okText, cancelText, invalidate }: DeleteConfirmSetup) {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const queryClient = useQueryClient();

  const confirmDelete = (name: string, remove: () => Promise<unknown>) =>
    modal.confirm({
      title: t(`${textKeys}deleteTitle`),
      content: t(`${textKeys}deleteBody`, { name }),
      okButtonProps: { danger: true },
      okText,
      cancelText,
      onOk: async () => {
        await remove();
        feedback().message.success(t(`${textKeys}deleted`));
        await queryClient.invalidateQueries({ queryKey: invalidate });
      },
    });

  return [confirmDelete, holder] as const;
}
