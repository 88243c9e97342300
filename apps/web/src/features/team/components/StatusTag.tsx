import { useTranslation } from 'react-i18next';
import { StatusTag as PlainStatusTag } from '../../../components/plain/StatusTag.tsx';
import type { ActiveStatus } from '../api.ts';

/** Enabled (0) or disabled (1), for roles and members; plain, so the lists need no antd. */
export function StatusTag({ status }: { status: ActiveStatus }) {
  const { t } = useTranslation();
  return (
    <PlainStatusTag tone={status === 0 ? 'success' : 'default'}>
      {t(status === 0 ? 'team:status.0' : 'team:status.1')}
    </PlainStatusTag>
  );
}
