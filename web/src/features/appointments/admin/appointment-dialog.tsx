import { useFragment } from '@apollo/client/react';
import { memo } from 'react';
import { Button, Flex, Modal, Space } from 'antd';
import { useDialogLayout } from '../../../ui/admin/dialog-layout';
import {
  ConflictFlag,
  CustomerSection,
  EmailsSection,
  PhotosSection,
  ServiceAreaFlag,
  StatusSection,
  VisitSection,
} from './appointment-dialog-sections';
import { AdminAppointmentFields, type AdminAppointment } from './appointment-operations';
import { MoveJobSection } from './move-job-section';
import { StatusNoteDialog } from './status-note-dialog';
import { useAppointmentActions, type AppointmentDialogOptions } from './use-appointment-actions';
import './appointment-dialog.css';

interface AppointmentDialogProps extends AppointmentDialogOptions {
  /** The appointment shown; null closes the dialog. */
  appointment: AdminAppointment | null;
}

/** The details dialog of /admin/appointments, Today and the calendar: customer, booking, status changes, time and crew, e-mails. */
export function AppointmentDialog({ appointment, timeZone, onClose, onDeleted }: AppointmentDialogProps) {
  const { contextHolder, note, outcome, outcomeRef, dismissOutcome, busy, resending, changeStatus, remove, resend } = useAppointmentActions(
    appointment?.id,
    { timeZone, onClose, onDeleted },
  );
  const layout = useDialogLayout(720);

  return (
    <Modal
      open={appointment !== null}
      title="Appointment Details"
      onCancel={onClose}
      closable={{ 'aria-label': 'Close dialog' }}
      {...layout}
      destroyOnHidden
      footer={
        appointment && (
          <Flex justify="space-between" wrap gap="small">
            <Button danger loading={busy === 'delete'} disabled={busy !== null} onClick={() => void remove(appointment)}>
              Delete Appointment
            </Button>
            <Button onClick={onClose}>Close</Button>
          </Flex>
        )
      }
    >
      {contextHolder}
      <StatusNoteDialog {...note} timeZone={timeZone} />
      {appointment && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {appointment.keptOverlapping && <ConflictFlag />}
          {appointment.outsideServiceArea && <ServiceAreaFlag />}
          {/* Status actions first: on a phone they show without scrolling, their result right under them. */}
          <StatusSection
            appointment={appointment}
            busy={busy}
            outcome={outcome}
            outcomeRef={outcomeRef}
            onChange={(next, trigger) => void changeStatus(appointment, next, trigger)}
            onDismiss={dismissOutcome}
          />
          <MoveJobSection appointment={appointment} timeZone={timeZone} />
          <CustomerSection appointment={appointment} />
          <VisitSection appointment={appointment} timeZone={timeZone} />
          <PhotosSection appointmentId={appointment.id} />
          <EmailsSection
            emails={appointment.emails}
            timeZone={timeZone}
            resending={resending}
            onResend={(emailId) => void resend(emailId)}
          />
        </Space>
      )}
    </Modal>
  );
}

/**
 * The dialog of the appointment with `id` as Apollo's cache holds it, so it stays open and current
 * while the list it was opened from refetches (Today's waiting requests drop a confirmed one);
 * it closes once the appointment is deleted.
 */
export const AppointmentDetails = memo(function AppointmentDetails({
  id,
  ...props
}: Omit<AppointmentDialogProps, 'appointment'> & { id: string | null }) {
  const cached = useFragment({
    fragment: AdminAppointmentFields,
    fragmentName: 'AdminAppointmentFields',
    from: id ? { __typename: 'Appointment', id } : null,
  });
  return <AppointmentDialog appointment={id && cached.complete ? cached.data : null} {...props} />;
});
