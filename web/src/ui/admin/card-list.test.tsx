import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { CardList, type ListSort } from './card-list';

interface Item {
  id: string;
  name: string;
}

const BY_NAME: ListSort<Item> = {
  key: 'name',
  compare: (a, b) => a.name.localeCompare(b.name),
  ascending: 'Name, A to Z',
  descending: 'Name, Z to A',
};
const items: Item[] = Array.from({ length: 12 }, (_, i) => ({ id: `i${i}`, name: `Customer ${String.fromCharCode(76 - i)}` })); // L, K, … A

const renderList = (list: Item[], props: { loading?: boolean } = {}) =>
  render(
    <CardList
      label="Customers"
      items={list}
      rowKey={(item) => item.id}
      defaultOrder="Newest first"
      sorts={[BY_NAME]}
      renderCard={(item) => <h2>{item.name}</h2>}
      emptyText="No customers yet."
      {...props}
    />,
  );

const shown = () => [...document.querySelectorAll('ul[aria-label="Customers"] h2')].map((heading) => heading.textContent);

describe('CardList', () => {
  it('shows the list’s own order ten at a time, and pages on', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderList(items);
    expect(shown()).toEqual(items.slice(0, 10).map((item) => item.name));
    await user.click(screen.getByTitle('Next Page'));
    expect(shown()).toEqual(['Customer B', 'Customer A']);
  });

  it('sorts by the orders it is given, both ways, from the first page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderList(items);
    await user.click(screen.getByTitle('Next Page'));
    await user.click(screen.getByLabelText('Sort customers'));
    await user.click(document.querySelector('.ant-select-item-option[title="Name, A to Z"]')!);
    expect(shown().slice(0, 3)).toEqual(['Customer A', 'Customer B', 'Customer C']);
    await user.click(screen.getByLabelText('Sort customers'));
    await user.click(document.querySelector('.ant-select-item-option[title="Name, Z to A"]')!);
    expect(shown().slice(0, 3)).toEqual(['Customer L', 'Customer K', 'Customer J']);
  });

  it('says so when empty, and shows a loading state before the first answer', () => {
    const { rerender } = renderList([], { loading: true });
    expect(screen.getByLabelText('Loading customers')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <CardList
        label="Customers"
        items={[]}
        rowKey={(item: Item) => item.id}
        defaultOrder="Newest first"
        sorts={[BY_NAME]}
        renderCard={() => null}
        emptyText="No customers yet."
      />,
    );
    expect(screen.getByText('No customers yet.')).toBeInTheDocument();
  });
});
