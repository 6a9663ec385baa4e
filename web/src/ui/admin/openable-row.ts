import type { HTMLAttributes, KeyboardEvent, MouseEvent } from 'react';
import './openable-row.css';

/** Links, buttons and fields in a row do their own thing: a click on one does not open the row. */
const OWN_CONTROLS = 'a, button, input, select, textarea, label, [role="button"]';

/**
 * A table row that opens its record, as a phone's card does: a click anywhere but on a link or a
 * button, or Enter or Space while the row has the focus (it is in the tab order, with a visible
 * focus ring). It keeps its row role, so a screen reader still reads the table: the row's own
 * View button is the named way in. For antd's Table `onRow`.
 */
export function openableRow(open: () => void): HTMLAttributes<HTMLElement> {
  return {
    tabIndex: 0,
    className: 'admin-openable-row',
    onClick: (event: MouseEvent<HTMLElement>) => {
      if ((event.target as Element).closest(OWN_CONTROLS)) return;
      // Text selected to copy (an address, a phone number) is not a click to open.
      if (window.getSelection()?.toString()) return;
      open();
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      open();
    },
  };
}
