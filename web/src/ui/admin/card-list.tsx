import { Pagination, Select, Skeleton } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from './admin-screen-parts';
import './card-list.css';

/** One way to order a list, both directions named as the owner reads them ("A to Z", "Latest first"). */
export interface ListSort<T> {
  key: string;
  compare: (a: T, b: T) => number;
  ascending: string;
  descending: string;
}

interface CardListProps<T> {
  /** What the list is, for screen readers ("Appointments"). */
  label: string;
  items: readonly T[];
  /** The first load, before there is anything to show. */
  loading?: boolean;
  rowKey: (item: T) => string;
  /** The list's own order, first in the sort menu. */
  defaultOrder: string;
  sorts: ReadonlyArray<ListSort<T>>;
  renderCard: (item: T) => ReactNode;
  emptyText: string;
}

/**
 * An admin list on a phone: a sort menu, the cards ten at a time, and the pages; the same order
 * and page size as the table the list is on a larger screen.
 */
export function CardList<T>({ label, items, loading = false, rowKey, defaultOrder, sorts, renderCard, emptyText }: CardListProps<T>) {
  const [order, setOrder] = useState('default');
  const [page, setPage] = useState(1);
  const sorted = useMemo(() => {
    const [key, direction] = order.split(':');
    const sort = sorts.find((s) => s.key === key);
    if (!sort) return items;
    return [...items].sort((a, b) => (direction === 'descending' ? -1 : 1) * sort.compare(a, b));
  }, [items, order, sorts]);
  // A search or a refetch that shortens the list never leaves the owner on an empty page.
  const lastPage = Math.max(1, Math.ceil(sorted.length / ADMIN_PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const shown = sorted.slice((current - 1) * ADMIN_PAGE_SIZE, current * ADMIN_PAGE_SIZE);

  return (
    <div className="card-list">
      <Select
        aria-label={`Sort ${label.toLowerCase()}`}
        value={order}
        onChange={(value) => {
          setOrder(value);
          setPage(1);
        }}
        options={[
          { value: 'default', label: defaultOrder },
          ...sorts.flatMap((sort) => [
            { value: `${sort.key}:ascending`, label: sort.ascending },
            { value: `${sort.key}:descending`, label: sort.descending },
          ]),
        ]}
        className="card-list-sort"
      />
      {loading ? (
        <div aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`} role="status">
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : shown.length === 0 ? (
        <p className="card-list-empty">{emptyText}</p>
      ) : (
        <ul className="card-list-items" aria-label={label}>
          {shown.map((item) => (
            <li key={rowKey(item)}>{renderCard(item)}</li>
          ))}
        </ul>
      )}
      <Pagination
        simple={{ readOnly: true }}
        current={current}
        total={sorted.length}
        pageSize={ADMIN_PAGE_SIZE}
        onChange={setPage}
        hideOnSinglePage
        align="center"
      />
    </div>
  );
}
