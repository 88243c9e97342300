import { useTranslation } from 'react-i18next';
import { useDeleteConfirm } from '../../components/useDeleteConfirm.tsx';

/**
 * Deleting a role (`team:role.` texts) or a member (`team:member.`): the same buttons, and both
 * lists reload, since a member's row shows their role.
 */
export function useTeamDeleteConfirm(textKeys: 'team:role.' | 'team:member.') {
  const { t } = useTranslation();
  return useDeleteConfirm({
    textKeys,
    okText: t('team:delete'),
    cancelText: t('team:cancel'),
    invalidate: ['team'],
  });
}
