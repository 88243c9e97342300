// Placeholder body; the full page content lands shortly.
export default function HomePage() {
  return <div data-testid="HomePage" />;
}
