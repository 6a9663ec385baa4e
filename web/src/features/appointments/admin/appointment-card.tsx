import { Button, Tag } from 'antd';
import { ContactButtons } from '../../../ui/admin/contact-buttons';
import { formatVisit } from '../../../ui/admin/date-time';
import { RecordCard } from '../../../ui/admin/record-card';
import type { AdminAppointment } from './appointment-operations';
import { SERVICE_LABELS, STATUS_COLORS, STATUS_LABELS } from './appointment-status';

/** An appointment on a phone: who, what, when (business zone), its status, and the buttons to act. */
export function AppointmentCard({
  appointment,
  timeZone,
  onOpen,
}: {
  appointment: AdminAppointment;
  timeZone: string;
  onOpen: () => void;
}) {
  return (
    <RecordCard
      title={appointment.customerName}
      level={2}
      badge={<Tag color={STATUS_COLORS[appointment.status]}>{STATUS_LABELS[appointment.status]}</Tag>}
      actions={
        <>
          <ContactButtons name={appointment.customerName} phone={appointment.customerPhone} email={appointment.customerEmail} />
          <Button type="primary" onClick={onOpen}>
            View Details
          </Button>
        </>
      }
    >
      <p>{SERVICE_LABELS[appointment.serviceType]}</p>
      <p>
        <time dateTime={appointment.preferredDate}>{formatVisit(appointment.preferredDate, timeZone)}</time>
      </p>
    </RecordCard>
  );
}
