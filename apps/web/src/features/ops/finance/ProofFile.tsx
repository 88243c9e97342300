import { Card, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { financeApi } from './financeCalls.ts';
import { isPdf } from './financeView.ts';

/**
 * The receipt a customer uploaded with an offline top-up, shown inline through a short-lived
 * signed URL (the server signs only the order's own proof): an image as is, a PDF in a frame
 * with a link to open it whole.
 */
export function ProofFile({ orderId, filePath }: { orderId: number; filePath: string }) {
  const { t } = useTranslation('ops');
  const url = useQuery({
    queryKey: ['ops', 'proof', orderId],
    queryFn: () => financeApi.proofUrl(orderId),
    staleTime: 60_000,
  });
  const label = t('finance.proofTitle');
  return (
    <Card size="small" title={label} styles={{ body: { textAlign: 'center' } }}>
      {url.isPending && <Spin />}
      {url.isError && <Typography.Text type="danger">{url.error.message}</Typography.Text>}
      {url.data &&
        (isPdf(filePath) ? (
          <>
            <iframe
              src={url.data}
              title={label}
              style={{ width: '100%', height: 420, border: 0 }}
            />
            <a href={url.data} target="_blank" rel="noreferrer">
              {t('finance.openPdf')}
            </a>
          </>
        ) : (
          <a href={url.data} target="_blank" rel="noreferrer">
            <img src={url.data} alt={label} style={{ maxWidth: '100%', maxHeight: 420 }} />
          </a>
        ))}
    </Card>
  );
}
