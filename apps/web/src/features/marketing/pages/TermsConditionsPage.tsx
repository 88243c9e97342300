// Placeholder body; the full page content lands shortly.
export default function TermsConditionsPage() {
  return <div data-testid="TermsConditionsPage" />;
}
