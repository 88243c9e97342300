import { opsKycApi } from '../api/opsCalls.ts';
import { SignedDocument } from '../documents/SignedDocument.tsx';

/** One uploaded KYC/KYB document, shown inline (the server signs only this customer's files). */
export function KycDocument({
  userId,
  filePath,
  label,
}: {
  userId: number;
  filePath: string;
  label: string;
}) {
  return (
    <SignedDocument
      queryKey={['ops', 'file', userId, filePath]}
      signedUrl={() => opsKycApi.fileUrl(userId, filePath)}
      filePath={filePath}
      label={label}
      maxHeight={320}
    />
  );
}
