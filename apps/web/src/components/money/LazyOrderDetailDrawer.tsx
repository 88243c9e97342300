import { lazy, Suspense, useState } from 'react';

const OrderDetailDrawer = lazy(() =>
  import('./OrderDetailDrawer.tsx').then((module) => ({ default: module.OrderDetailDrawer })),
);

/**
 * An order's detail, loaded with the first order opened: a list's first screen does not wait for
 * the drawer, its timeline and its receipt (issue 16). Once loaded it stays mounted, so that it
 * closes with its animation.
 */
export function LazyOrderDetailDrawer({ sn, onClose }: { sn?: string; onClose: () => void }) {
  const [wanted, setWanted] = useState(sn !== undefined);
  if (sn !== undefined && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <OrderDetailDrawer sn={sn} onClose={onClose} />
    </Suspense>
  );
}
