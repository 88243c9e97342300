import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ViewStoredFileButton } from '../../../components/ViewStoredFileButton.tsx';

/** "View" for an uploaded document; stored files are private, so it opens a signed link. */
export function StoredFileLink({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  if (!path)
    return <Typography.Text type="secondary">{t('orgAccounts:worker.noFile')}</Typography.Text>;
  return (
    <ViewStoredFileButton
      path={path}
      aria-label={`${t('orgAccounts:view')} ${label}`}
      style={{ paddingInline: 0 }}
    >
      {t('orgAccounts:view')}
    </ViewStoredFileButton>
  );
}
