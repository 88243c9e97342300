import { SendMoneyPage } from './SendMoneyPage.tsx';

export default function PspSendPage() {
  return <SendMoneyPage scope={0} />;
}
