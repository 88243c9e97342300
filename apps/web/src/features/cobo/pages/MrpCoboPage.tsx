import { CoboPage } from './CoboPage.tsx';

export default function MrpCoboPage() {
  return <CoboPage scope={1} />;
}
