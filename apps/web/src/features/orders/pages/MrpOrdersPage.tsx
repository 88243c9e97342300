import { OrdersPage } from './OrdersPage.tsx';

export default function MrpOrdersPage() {
  return <OrdersPage scope={1} />;
}
