import { Suspense, useState } from 'react';
import { lazyAntdPage } from '../../app/router/lazyAntdPage.tsx';

// antd's drawer, with antd's providers: the lists that open it are plain pages without them.
const OrderDetailDrawer = lazyAntdPage<{ sn?: string; onClose: () => void }>(() =>
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
