import type { ReactNode } from 'react';
import { LineSkeleton } from './plain/LineSkeleton.tsx';

interface PlainListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  header?: ReactNode;
  loading?: boolean;
  /** Shown in place of the list when there are no items. */
  empty?: ReactNode;
}

/**
 * A short, static list with dividers: what antd's deprecated List was used for here. antd's
 * replacement (Listy) is a virtual scroller, far more than five links need.
 */
export function PlainList<T>({
  items,
  keyOf,
  renderItem,
  header,
  loading,
  empty,
}: PlainListProps<T>) {
  if (loading) return <LineSkeleton rows={3} />;
  return (
    <div className="plain-list">
      {header && <div className="plain-list-header">{header}</div>}
      {items.length === 0 && empty}
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
