// Placeholder body; the full page content lands shortly.
export default function UnauthorizedPage() {
  return <div data-testid="UnauthorizedPage" />;
}
