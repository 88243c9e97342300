import { OrdersPage } from './OrdersPage.tsx';

export default function PspOrdersPage() {
  return <OrdersPage scope={0} />;
}
