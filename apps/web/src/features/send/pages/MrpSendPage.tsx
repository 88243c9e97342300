import { SendMoneyPage } from './SendMoneyPage.tsx';

export default function MrpSendPage() {
  return <SendMoneyPage scope={1} />;
}
