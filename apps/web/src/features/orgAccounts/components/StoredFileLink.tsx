import { useState } from 'react';
import { Button, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { openStoredFile } from '../api.ts';

/** "View" for an uploaded document; stored files are private, so it opens a signed link. */
export function StoredFileLink({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  if (!path)
    return <Typography.Text type="secondary">{t('orgAccounts:worker.noFile')}</Typography.Text>;
  const open = async () => {
    setOpening(true);
    try {
      await openStoredFile(path);
    } catch {
      // The request layer has told the user why.
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      type="link"
      icon={<EyeOutlined />}
      loading={opening}
      onClick={() => void open()}
      aria-label={`${t('orgAccounts:view')} ${label}`}
      style={{ paddingInline: 0 }}
    >
      {t('orgAccounts:view')}
    </Button>
  );
}
