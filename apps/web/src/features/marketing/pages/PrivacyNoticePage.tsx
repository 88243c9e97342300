import { LegalDocument } from '../components/LegalDocument.tsx';

export default function PrivacyNoticePage() {
  return <LegalDocument documentKey="privacy" />;
}
