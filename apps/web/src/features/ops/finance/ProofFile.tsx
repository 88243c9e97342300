import { useTranslation } from 'react-i18next';
import { financeApi } from './financeCalls.ts';
import { SignedDocument } from '../documents/SignedDocument.tsx';

/** The receipt a customer uploaded with an offline top-up (the server signs only this order's). */
export function ProofFile({ orderId, filePath }: { orderId: number; filePath: string }) {
  const { t } = useTranslation('ops');
  return (
    <SignedDocument
      queryKey={['ops', 'proof', orderId]}
      signedUrl={() => financeApi.proofUrl(orderId)}
      filePath={filePath}
      label={t('finance.proofTitle')}
      maxHeight={480}
    />
  );
}
