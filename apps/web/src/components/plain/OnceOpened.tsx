import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog or drawer from the first time it is opened on: before that
 * nothing is mounted, so the screen does not download it (issue 16); after that it stays
 * mounted, so that it closes with its animation. Nothing shows while its code arrives.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
