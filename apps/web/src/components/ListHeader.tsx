import type { ReactNode } from 'react';
import { Button, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PermissionGate } from './PermissionGate.tsx';

interface Props {
  /** The heading's id, which the page's section names itself by (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The `Btn:` name without which the add button is hidden (SPEC §6); none shows it to all. */
  addPermission?: string;
  /** 8 above an intro paragraph (which brings its own space), 16 above the filters. */
  marginBottom?: 8 | 16;
}

/** A list screen's title with its add button at the end of the line, wrapping under it. */
export function ListHeader({
  titleId,
  title,
  addLabel,
  onAdd,
  addPermission,
  marginBottom = 8,
}: Props) {
  const add = (
    <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
      {addLabel}
    </Button>
  );
  return (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom }}>
      <Typography.Title level={2} id={titleId} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {addPermission ? <PermissionGate names={[addPermission]}>{add}</PermissionGate> : add}
    </Space>
  );
}
