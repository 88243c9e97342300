import { BulkPaymentsPage } from './BulkPaymentsPage.tsx';

export default function MrpBulkPaymentsPage() {
  return <BulkPaymentsPage scope={1} />;
}
