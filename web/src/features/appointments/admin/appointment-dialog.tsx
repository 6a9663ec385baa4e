import { useFragment, useMutation } from '@apollo/client/react';
import { Alert, Button, Descriptions, Flex, Modal, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { AdminAppointmentFieldsFragment, AppointmentStatus } from '../../../gql/graphql';
import { useRevealOnChange } from '../../../ui/use-reveal';
import {
  AdminAppointmentFields,
  AdminAppointmentsQuery as AdminAppointmentsDocument,
  DeleteAppointmentMutation,
  ResendEmailMutation,
  SetAppointmentStatusMutation,
} from './appointment-operations';
import {
  APPOINTMENT_STATUSES,
  contradictsCommunicated,
  EMAIL_STATUS_COLORS,
  EMAIL_STATUS_LABELS,
  formatClockTime,
  formatLongDate,
  formatTimestamp,
  SERVICE_LABELS,
  STATUS_BUTTON_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  statusChangeOutcome,
  statusChangePrompt,
  StatusMessages,
  type Outcome,
} from './appointment-status';
import { useDialogLayout } from '../../../ui/admin/dialog-layout';
import { formatVisit } from '../../../ui/admin/date-time';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import './appointment-dialog.css';
import { telHref } from '@plumbing/shared';

export type AdminAppointment = AdminAppointmentFieldsFragment;

interface AppointmentDialogProps {
  /** The appointment shown; null closes the dialog. */
  appointment: AdminAppointment | null;
  timeZone: string;
  onClose: () => void;
  /** Called after the appointment was deleted (the dialog closes itself through onClose). */
  onDeleted?: (appointment: AdminAppointment) => void;
}

/** The details dialog of /admin/appointments: customer, booking, status changes, e-mails. */
export function AppointmentDialog({ appointment, timeZone, onClose, onDeleted }: AppointmentDialogProps) {
  const [modal, contextHolder] = Modal.useModal();
  const [setStatus] = useMutation(SetAppointmentStatusMutation);
  const [deleteAppointment] = useMutation(DeleteAppointmentMutation);
  const [resendEmail] = useMutation(ResendEmailMutation, { refetchQueries: [AdminAppointmentsDocument] });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRevealOnChange<HTMLDivElement>(outcome);
  const [busy, setBusy] = useState<AppointmentStatus | 'delete' | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const layout = useDialogLayout(720);

  // Each appointment starts with a clean slate.
  const appointmentId = appointment?.id;
  useEffect(() => setOutcome(null), [appointmentId]);

  async function changeStatus(current: AdminAppointment, next: AppointmentStatus, trigger: HTMLElement) {
    const visitAhead = Date.parse(current.preferredDate) > Date.now() ? formatVisit(current.preferredDate, timeZone) : null;
    const prompt = statusChangePrompt(current.status, next, visitAhead);
    if (prompt) {
      const confirmed = await modal.confirm({
        title: prompt.title,
        content: prompt.content,
        okText: 'Yes, change it',
        cancelText: 'No',
        okButtonProps: { danger: contradictsCommunicated(current.status, next) },
        // Focus goes to the result once the server answers; the prompt must not pull it back to the button later.
        focusable: { focusTriggerAfterClose: false },
      });
      if (!confirmed) {
        trigger.focus();
        return;
      }
    }
    setBusy(next);
    setOutcome(null);
    try {
      const { data } = await setStatus({ variables: { id: current.id, status: next } });
      setOutcome(data ? statusChangeOutcome(next, data.setAppointmentStatus) : { type: 'error', text: StatusMessages.failed });
    } catch (thrown) {
      // The server's reason (e.g. another appointment holds the slot) tells the owner what to do.
      setOutcome({ type: 'error', text: saveErrorText(thrown) ?? StatusMessages.failed });
    } finally {
      setBusy(null);
    }
  }

  async function remove(current: AdminAppointment) {
    const confirmed = await modal.confirm({
      title: 'Are you sure you want to delete this appointment?',
      content: `The request of ${current.customerName} is removed for good. The customer is not notified.`,
      okText: 'Delete Appointment',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
    });
    if (!confirmed) return;
    setBusy('delete');
    setOutcome(null);
    try {
      const { data } = await deleteAppointment({
        variables: { id: current.id },
        update(cache, { data: answer }) {
          if (!answer?.deleteAppointment) return;
          cache.evict({ id: cache.identify({ __typename: 'Appointment', id: current.id }) });
          cache.gc();
        },
      });
      if (!data?.deleteAppointment) throw new Error('not deleted');
      onDeleted?.(current);
      onClose();
    } catch {
      setOutcome({ type: 'error', text: `Failed to delete appointment with ID: ${current.id}` });
    } finally {
      setBusy(null);
    }
  }

  async function resend(emailId: string) {
    setResending(emailId);
    setOutcome(null);
    try {
      const { data } = await resendEmail({ variables: { id: emailId } });
      const answer = data?.resendEmail;
      setOutcome(
        answer?.sent
          ? { type: 'success', text: 'Email sent to customer.' }
          : answer?.recorded
            ? { type: 'warning', text: StatusMessages.resendRecorded }
            : { type: 'warning', text: `The email could not be sent${answer?.error ? `: ${answer.error}` : ''}. It will be retried.` },
      );
    } catch {
      setOutcome({ type: 'error', text: 'Failed to resend the email. Please try again.' });
    } finally {
      setResending(null);
    }
  }

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
      {appointment && (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {/* Status actions first: on a phone they show without scrolling, their result right under them. */}
          <section aria-labelledby="appointment-status-heading">
            <Typography.Title level={5} id="appointment-status-heading">
              Change Status
            </Typography.Title>
            <Flex wrap gap="small">
              {APPOINTMENT_STATUSES.map((status) => (
                <Button
                  key={status}
                  type={status === appointment.status ? 'primary' : 'default'}
                  danger={contradictsCommunicated(appointment.status, status)}
                  disabled={status === appointment.status || busy !== null}
                  loading={busy === status}
                  aria-pressed={status === appointment.status}
                  onClick={(event) => void changeStatus(appointment, status, event.currentTarget)}
                >
                  {STATUS_BUTTON_LABELS[status]}
                </Button>
              ))}
            </Flex>
            {outcome && (
              <div ref={outcomeRef} tabIndex={-1} className="admin-dialog-outcome">
                <Alert
                  type={outcome.type}
                  showIcon
                  title={outcome.text}
                  role={outcome.type === 'success' ? 'status' : 'alert'}
                  closable={{ 'aria-label': 'Dismiss', onClose: () => setOutcome(null) }}
                />
              </div>
            )}
          </section>

          <Descriptions title="Customer Information" column={1} size="small" bordered>
            <Descriptions.Item label="Name">{appointment.customerName}</Descriptions.Item>
            <Descriptions.Item label="Email">
              <a href={`mailto:${appointment.customerEmail}`}>{appointment.customerEmail}</a>
            </Descriptions.Item>
            <Descriptions.Item label="Phone">
              <a href={telHref(appointment.customerPhone)}>{appointment.customerPhone}</a>
            </Descriptions.Item>
          </Descriptions>

          <Descriptions title="Appointment" column={1} size="small" bordered>
            <Descriptions.Item label="Service Type">{SERVICE_LABELS[appointment.serviceType]}</Descriptions.Item>
            <Descriptions.Item label="Date">{formatLongDate(appointment.preferredDate, timeZone)}</Descriptions.Item>
            <Descriptions.Item label="Time">{formatClockTime(appointment.preferredDate, timeZone)}</Descriptions.Item>
            <Descriptions.Item label="Service Address">
              {appointment.serviceAddress || <Typography.Text type="secondary">Not given</Typography.Text>}
            </Descriptions.Item>
            <Descriptions.Item label="Description">
              {appointment.description ? (
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {appointment.description}
                </Typography.Paragraph>
              ) : (
                <Typography.Text type="secondary">No description given</Typography.Text>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Current Status">
              <Tag color={STATUS_COLORS[appointment.status]}>{STATUS_LABELS[appointment.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Requested">{formatTimestamp(appointment.createdAt, timeZone)}</Descriptions.Item>
          </Descriptions>

          <section aria-labelledby="appointment-emails-heading">
            <Typography.Title level={5} id="appointment-emails-heading">
              Emails
            </Typography.Title>
            {appointment.emails.length === 0 ? (
              <Typography.Text type="secondary">No emails about this appointment yet.</Typography.Text>
            ) : (
              <ul className="admin-email-list">
                {appointment.emails.map((email) => (
                  <li key={email.id} className="admin-email">
                    <div className="admin-email-body">
                      <Space wrap size="small">
                        <Tag color={EMAIL_STATUS_COLORS[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</Tag>
                        <Typography.Text strong>{email.subject}</Typography.Text>
                      </Space>
                      <Typography.Text type="secondary" className="admin-email-meta">
                        To {email.to} · {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'}
                        {email.sentAt && ` · sent ${formatTimestamp(email.sentAt, timeZone)}`}
                        {!email.sentAt && email.scheduledFor && ` · ${email.status === 'cancelled' ? 'was due' : 'due'} ${formatTimestamp(email.scheduledFor, timeZone)}`}
                      </Typography.Text>
                      {email.lastError && (
                        <Typography.Text type="danger" className="admin-email-meta">
                          Last error: {email.lastError}
                        </Typography.Text>
                      )}
                    </div>
                    {/* A reminder waits for its time and a withdrawn one stays withdrawn: resend is for what failed, is late or was only recorded. */}
                    {(email.status === 'failed' || email.status === 'recorded' || (email.status === 'pending' && !email.scheduledFor)) && (
                      <Button
                        size="small"
                        loading={resending === email.id}
                        disabled={resending !== null}
                        aria-label={`Resend "${email.subject}"`}
                        onClick={() => void resend(email.id)}
                      >
                        Resend
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
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
export function AppointmentDetails({ id, ...props }: Omit<AppointmentDialogProps, 'appointment'> & { id: string | null }) {
  const cached = useFragment({ fragment: AdminAppointmentFields, fragmentName: 'AdminAppointmentFields', from: id ? { __typename: 'Appointment', id } : null });
  return <AppointmentDialog appointment={id && cached.complete ? cached.data : null} {...props} />;
}
