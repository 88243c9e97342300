// Placeholder body; the full page content lands shortly.
export default function AboutUsPage() {
  return <div data-testid="AboutUsPage" />;
}
