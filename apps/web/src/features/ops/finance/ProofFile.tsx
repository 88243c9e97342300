import { Button, Card, Spin, Typography } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { financeApi } from './financeCalls.ts';
import { isPdf } from './financeView.ts';

/**
 * The receipt a customer uploaded with an offline top-up, through a short-lived signed URL (the
 * server signs only the order's own proof). An image shows inline. A PDF opens in a new tab: the
 * signed file is served sandboxed and the app's CSP allows no frames, so no browser PDF viewer
 * runs inside the console (see docs/operator-console.md, Finance queues).
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
          <Button
            icon={<FilePdfOutlined />}
            href={url.data}
            target="_blank"
            rel="noreferrer"
            size="large"
          >
            {t('finance.openPdf')}
          </Button>
        ) : (
          <a href={url.data} target="_blank" rel="noreferrer">
            <img src={url.data} alt={label} style={{ maxWidth: '100%', maxHeight: 420 }} />
          </a>
        ))}
    </Card>
  );
}
