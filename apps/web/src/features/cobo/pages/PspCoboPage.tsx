import { CoboPage } from './CoboPage.tsx';

export default function PspCoboPage() {
  return <CoboPage scope={0} />;
}
