import { useTranslation } from 'react-i18next';
import { useDeleteConfirm } from '../../components/useDeleteConfirm.tsx';

/** Deleting a role or a member: the same buttons, and both lists reload (a member shows a role). */
export function useTeamDeleteConfirm() {
  const { t } = useTranslation();
  return useDeleteConfirm({
    okText: t('team:delete'),
    cancelText: t('team:cancel'),
    invalidate: ['team'],
  });
}
