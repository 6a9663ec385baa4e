import { Button } from 'antd';
import { CONTACT_SERVICE_LABELS } from '@plumbing/shared';
import { ContactButtons } from '../../../ui/admin/contact-buttons';
import { formatVisit } from '../../../ui/admin/date-time';
import { RecordCard } from '../../../ui/admin/record-card';
import type { AdminContactMessage } from './message-operations';
import { HandledButton, HandledTag } from './message-parts';

interface MessageCardProps {
  message: AdminContactMessage;
  timeZone: string;
  busy: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

/** A message on a phone: who, about what, when, how it starts, and the buttons to answer it. */
export function MessageCard({ message, timeZone, busy, onToggle, onOpen }: MessageCardProps) {
  return (
    <RecordCard
      title={message.name}
      level={2}
      badge={<HandledTag message={message} />}
      actions={
        <>
          <ContactButtons name={message.name} phone={message.phone} email={message.email} />
          <HandledButton message={message} busy={busy} onToggle={onToggle} />
          <Button onClick={onOpen}>View Message</Button>
        </>
      }
    >
      <p>
        {CONTACT_SERVICE_LABELS[message.service]} · <time dateTime={message.createdAt}>{formatVisit(message.createdAt, timeZone)}</time>
      </p>
      <p className="record-card-excerpt">{message.message}</p>
    </RecordCard>
  );
}
