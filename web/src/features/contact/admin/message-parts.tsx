import { Alert, Button, Tag } from 'antd';
import { useRevealOnChange } from '../../../ui/use-reveal';
import type { AdminContactMessage } from './message-operations';

/** Open or Handled, as the inbox's badge. */
export function HandledTag({ message }: { message: AdminContactMessage }) {
  return message.handledAt ? <Tag color="green">Handled</Tag> : <Tag color="gold">Open</Tag>;
}

/** Mark Handled, or Reopen a handled message. */
export function HandledButton({ message, busy, onToggle }: { message: AdminContactMessage; busy: boolean; onToggle: () => void }) {
  return (
    <Button onClick={onToggle} loading={busy} type={message.handledAt ? 'default' : 'primary'}>
      {message.handledAt ? 'Reopen' : 'Mark Handled'}
    </Button>
  );
}

/** A failed Mark Handled or delete (`text`; null: none), brought into view and focused wherever the owner tapped. */
export function MessageFailure({ text, onDismiss }: { text: string | null; onDismiss: () => void }) {
  const ref = useRevealOnChange<HTMLDivElement>(text);
  if (!text) return null;
  return (
    <div ref={ref} tabIndex={-1} className="admin-message-failure">
      <Alert type="error" showIcon role="alert" title={text} closable={{ 'aria-label': 'Dismiss', onClose: onDismiss }} />
    </div>
  );
}
