import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

/** Every submitted field of an item, in the order given; an empty answer shows as a dash. */
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
