import { BulkPaymentsPage } from './BulkPaymentsPage.tsx';

export default function PspBulkPaymentsPage() {
  return <BulkPaymentsPage scope={0} />;
}
