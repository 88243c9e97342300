import { useState } from 'react';
import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/request/request.ts';

/** An order as the receipt button reads it: a final order's detail carries its receipt code. */
export interface ReceiptCarrier {
  sn: string;
  receiptCode?: string | null;
}

/**
 * "Download receipt" of a final order: the server builds the PDF in the user's language and the
 * browser saves it (SPEC §7 downloads, docs/documents.md). Hidden until the order is final, the
 * moment its detail carries a receipt code.
 */
export function ReceiptDownloadButton({ order }: { order: ReceiptCarrier }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  if (!order.receiptCode) return null;
  const download = async () => {
    setBusy(true);
    try {
      await request.download(`/order/receipt/${order.sn}`, {}, `receipt-${order.sn}.pdf`);
    } catch {
      // The request layer has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<FilePdfOutlined />}
      loading={busy}
      onClick={download}
      data-testid="receipt-download"
    >
      {t('money:receipt.download')}
    </Button>
  );
}
