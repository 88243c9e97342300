import type { ReactNode } from 'react';
import { Descriptions } from 'antd';

/** An expanded list row: its further fields, one column on a phone and up to three on a desk. */
export function RowDetails({
  items,
  testId,
}: {
  items: { label: string; value: ReactNode }[];
  testId?: string;
}) {
  return (
    <Descriptions
      data-testid={testId}
      size="small"
      bordered
      column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
      items={items.map((item) => ({
        key: item.label,
        label: item.label,
        children: item.value === null || item.value === '' ? '-' : item.value,
      }))}
    />
  );
}
