// Placeholder body; the full page content lands shortly.
export default function PressPage() {
  return <div data-testid="PressPage" />;
}
