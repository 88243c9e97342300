import { TopUpPage } from './TopUpPage.tsx';

export default function PspTopUpPage() {
  return <TopUpPage scope={0} />;
}
