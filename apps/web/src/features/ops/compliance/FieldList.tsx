import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * Every submitted field of an item, in the order given; an empty answer shows as a dash. Times
 * go through `when`, so a missing one is a dash too (not the formatter's hyphen).
 */
export const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : null);

export function FieldList({ items }: { items: ReadonlyArray<[label: string, value: ReactNode]> }) {
  return (
    <Descriptions column={1} size="small" bordered>
      {items.map(([label, value]) => (
        <Descriptions.Item key={label} label={label}>
          {value === null || value === undefined || value === '' ? '—' : value}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
