import { LegalDocument } from '../components/LegalDocument.tsx';

export default function TermsConditionsPage() {
  return <LegalDocument documentKey="terms" />;
}
