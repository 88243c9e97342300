// Placeholder body; the full page content lands shortly.
export default function ContactUsPage() {
  return <div data-testid="ContactUsPage" />;
}
