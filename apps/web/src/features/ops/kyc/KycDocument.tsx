import { Card, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsKycApi } from '../api/opsCalls.ts';

/** One uploaded document, shown inline through a short-lived signed URL (a PDF as a link). */
export function KycDocument({
  userId,
  filePath,
  label,
}: {
  userId: number;
  filePath: string;
  label: string;
}) {
  const { t } = useTranslation('ops');
  const url = useQuery({
    queryKey: ['ops', 'file', userId, filePath],
    queryFn: () => opsKycApi.fileUrl(userId, filePath),
    staleTime: 60_000,
  });
  const pdf = filePath.toLowerCase().endsWith('.pdf');
  return (
    <Card size="small" title={label} styles={{ body: { textAlign: 'center' } }}>
      {url.isPending && <Spin />}
      {url.isError && <Typography.Text type="danger">{url.error.message}</Typography.Text>}
      {url.data &&
        (pdf ? (
          <a href={url.data} target="_blank" rel="noreferrer">
            {t('kyc.openPdf')}
          </a>
        ) : (
          <a href={url.data} target="_blank" rel="noreferrer">
            <img src={url.data} alt={label} style={{ maxWidth: '100%', maxHeight: 220 }} />
          </a>
        ))}
    </Card>
  );
}
