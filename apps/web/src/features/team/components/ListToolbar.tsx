import type { ReactNode } from 'react';
import { ListHeader } from '../../../components/ListHeader.tsx';
import { SearchField } from '../../../components/plain/SearchField.tsx';

/** Title with the add button, then the name search, above a team list (plain, no antd). */
export function ListToolbar({
  titleId,
  title,
  addLabel,
  onAdd,
  onNearAdd,
  searchLabel,
  onSearch,
}: {
  titleId: string;
  title: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The pointer or focus reached the add button: the page may start loading its form. */
  onNearAdd?: () => void;
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
        onNearAdd={onNearAdd}
        marginBottom={16}
      />
      <div className="plain-filters">
        <SearchField label={searchLabel} width={260} onSearch={onSearch} />
      </div>
    </>
  );
}
