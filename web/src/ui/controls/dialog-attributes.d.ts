// The platform's attributes that open and close a dialog with no script: a button's invoker
// command (`command`, `commandfor`) and a dialog's light dismiss (`closedby`). React passes them
// through as written; its types and TypeScript's DOM types do not know them yet.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
    /** The id of the element the command acts on. */
    commandfor?: string;
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** What closes the dialog besides script: `any`, a press beside it too. */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
