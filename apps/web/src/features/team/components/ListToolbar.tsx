import type { ReactNode } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** Title with the add button, then the name search, above a team list. */
export function ListToolbar({
  titleId,
  title,
  addLabel,
  onAdd,
  searchLabel,
  onSearch,
}: {
  titleId: string;
  title: ReactNode;
  addLabel: string;
  onAdd: () => void;
  searchLabel: string;
  onSearch: (text: string | undefined) => void;
}) {
  return (
    <>
      <Space wrap className="team-toolbar">
        <Typography.Title level={2} id={titleId} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Space>
      <Input.Search
        allowClear
        placeholder={searchLabel}
        aria-label={searchLabel}
        onSearch={(text) => onSearch(text.trim() || undefined)}
        className="team-search"
      />
    </>
  );
}
