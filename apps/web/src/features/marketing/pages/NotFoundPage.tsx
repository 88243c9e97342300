// Placeholder body; the full page content lands shortly.
export default function NotFoundPage() {
  return <div data-testid="NotFoundPage" />;
}
