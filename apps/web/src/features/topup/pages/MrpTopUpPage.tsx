import { TopUpPage } from './TopUpPage.tsx';

export default function MrpTopUpPage() {
  return <TopUpPage scope={1} />;
}
