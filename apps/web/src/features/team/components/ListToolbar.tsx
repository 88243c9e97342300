import type { ReactNode } from 'react';
import { Input } from 'antd';
import { ListHeader } from '../../../components/ListHeader.tsx';

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
      <ListHeader
        titleId={titleId}
        title={title}
        addLabel={addLabel}
        onAdd={onAdd}
        marginBottom={16}
      />
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
