// Placeholder body; the full page content lands shortly.
export default function PrivacyNoticePage() {
  return <div data-testid="PrivacyNoticePage" />;
}
