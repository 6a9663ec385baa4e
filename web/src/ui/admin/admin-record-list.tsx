import { Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { adminTableLayout } from './admin-screen-parts';
import { CardList, type ListSort } from './card-list';
import { openableRow } from './openable-row';
import { useNarrowScreen } from './use-narrow-screen';

interface AdminRecordListProps<T extends { id: string }> {
  /** What the list is, for screen readers ("Appointments"). */
  label: string;
  items: readonly T[];
  /** The first load, before there is anything to show. */
  loading: boolean;
  emptyText: string;
  /** The cards' own order, first in their sort menu, and the other orders offered. */
  defaultOrder: string;
  sorts: ReadonlyArray<ListSort<T>>;
  renderCard: (item: T) => ReactNode;
  columns: TableColumnsType<T>;
  /** The table's least width; narrower, it scrolls sideways. */
  tableMinWidth: number;
  /** Where a table row opens its record with a click or a key, as its card does. */
  onOpenRow?: (item: T) => void;
}

/**
 * An owner's list of records: a card each on a narrow screen, where the table would be wider than
 * the phone (issue #38), a table otherwise; the same records, order and page size either way.
 */
export function AdminRecordList<T extends { id: string }>({
  label,
  items,
  loading,
  emptyText,
  defaultOrder,
  sorts,
  renderCard,
  columns,
  tableMinWidth,
  onOpenRow,
}: AdminRecordListProps<T>) {
  const narrow = useNarrowScreen();
  return narrow ? (
    <CardList
      label={label}
      items={items}
      loading={loading}
      rowKey={(item) => item.id}
      defaultOrder={defaultOrder}
      sorts={sorts}
      renderCard={renderCard}
      emptyText={emptyText}
    />
  ) : (
    <Table<T>
      rowKey="id"
      columns={columns}
      dataSource={items}
      loading={loading}
      {...adminTableLayout(tableMinWidth)}
      onRow={onOpenRow && ((row) => openableRow(() => onOpenRow(row)))}
      locale={{ emptyText }}
    />
  );
}
