import { useQuery } from '@apollo/client/react';
import { Alert, Button, Descriptions, Flex, Space, Tag, Typography } from 'antd';
import type { RefObject } from 'react';
import { LOCALE_NAMES_IN_ENGLISH, telHref } from '@plumbing/shared';
import type { AppointmentStatus } from '../../../gql/graphql';
import { formatDuration } from '../../../ui/admin/date-time';
import { CustomerPhotosStrip } from '../../customer-photos/admin';
import { formatTimestamp } from '../../../ui/admin/date-time';
import { AppointmentPhotosQuery, type AdminAppointment } from './appointment-operations';
import { CONFLICT_TEXT } from './calendar-events';
import {
  APPOINTMENT_STATUSES,
  contradictsCommunicated,
  EMAIL_STATUS_COLORS,
  EMAIL_STATUS_LABELS,
  formatClockTime,
  formatLongDate,
  SERVICE_LABELS,
  STATUS_BUTTON_LABELS,
  STATUS_COLORS,
  STATUS_LABELS,
  type Outcome,
} from './appointment-status';

// The details dialog's sections (appointment-dialog.tsx), top to bottom.

interface StatusSectionProps {
  appointment: AdminAppointment;
  /** The status being changed to, or 'delete', while the server works on it. */
  busy: AppointmentStatus | 'delete' | null;
  outcome: Outcome | null;
  outcomeRef: RefObject<HTMLDivElement | null>;
  onChange: (next: AppointmentStatus, trigger: HTMLElement) => void;
  onDismiss: () => void;
}

/** The status buttons, and the outcome of the last action right under them. */
export function StatusSection({ appointment, busy, outcome, outcomeRef, onChange, onDismiss }: StatusSectionProps) {
  return (
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
            onClick={(event) => onChange(status, event.currentTarget)}
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
            closable={{ 'aria-label': 'Dismiss', onClose: onDismiss }}
          />
        </div>
      )}
    </section>
  );
}

/** A request whose service address no service area lists (issue #42), flagged above the status buttons: the owner decides. */
export function ServiceAreaFlag() {
  return (
    <Alert
      type="warning"
      showIcon
      title="Outside the service area"
      description="The ZIP code of the service address is in none of your service areas. You decide whether to take it."
    />
  );
}

/** A job kept though it overlaps another of its crew (booked before jobs had lengths, issue #50): the owner sorts it out. */
export function ConflictFlag() {
  return <Alert type="error" showIcon title={CONFLICT_TEXT} />;
}

/** Who asked, and how to reach them. */
export function CustomerSection({ appointment }: { appointment: AdminAppointment }) {
  return (
    <Descriptions title="Customer Information" column={1} size="small" bordered>
      <Descriptions.Item label="Name">{appointment.customerName}</Descriptions.Item>
      <Descriptions.Item label="Email">
        {/* A job taken by phone may have none (issue #50). */}
        {appointment.customerEmail ? (
          <a href={`mailto:${appointment.customerEmail}`}>{appointment.customerEmail}</a>
        ) : (
          <Typography.Text type="secondary">Not given</Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Phone">
        <a href={telHref(appointment.customerPhone)}>{appointment.customerPhone}</a>
      </Descriptions.Item>
      {/* Their e-mails and pages speak it (issue #41). */}
      <Descriptions.Item label="Language">{LOCALE_NAMES_IN_ENGLISH[appointment.locale]}</Descriptions.Item>
    </Descriptions>
  );
}

/** What was booked, when and where, and its status. */
export function VisitSection({ appointment, timeZone }: { appointment: AdminAppointment; timeZone: string }) {
  return (
    <Descriptions title="Appointment" column={1} size="small" bordered>
      <Descriptions.Item label="Service Type">{SERVICE_LABELS[appointment.serviceType]}</Descriptions.Item>
      <Descriptions.Item label="Date">{formatLongDate(appointment.preferredDate, timeZone)}</Descriptions.Item>
      <Descriptions.Item label="Time">{formatClockTime(appointment.preferredDate, timeZone)}</Descriptions.Item>
      <Descriptions.Item label="Length">{formatDuration(appointment.durationMinutes * 60)}</Descriptions.Item>
      <Descriptions.Item label="Service Address">
        {appointment.serviceAddress || <Typography.Text type="secondary">Not given</Typography.Text>}
      </Descriptions.Item>
      <Descriptions.Item label="Description">
        {appointment.description ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{appointment.description}</Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">No description given</Typography.Text>
        )}
      </Descriptions.Item>
      <Descriptions.Item label="Current Status">
        <Tag color={STATUS_COLORS[appointment.status]}>{STATUS_LABELS[appointment.status]}</Tag>
      </Descriptions.Item>
      <Descriptions.Item label={appointment.bookedBy === 'owner' ? 'Taken by phone' : 'Requested'}>
        {formatTimestamp(appointment.createdAt, timeZone)}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The photos the customer sent (issue #40), asked for each time the dialog opens: their addresses work for minutes. */
export function PhotosSection({ appointmentId }: { appointmentId: string }) {
  const { data, loading, error } = useQuery(AppointmentPhotosQuery, { variables: { id: appointmentId }, fetchPolicy: 'network-only' });
  return <CustomerPhotosStrip photos={data?.appointment?.photos} loading={loading} failed={Boolean(error)} />;
}

interface EmailsSectionProps {
  emails: AdminAppointment['emails'];
  timeZone: string;
  /** The e-mail being resent, if any. */
  resending: string | null;
  onResend: (emailId: string) => void;
}

/** The e-mails about the appointment, each with its delivery, and a resend for those that need one. */
export function EmailsSection({ emails, timeZone, resending, onResend }: EmailsSectionProps) {
  return (
    <section aria-labelledby="appointment-emails-heading">
      <Typography.Title level={5} id="appointment-emails-heading">
        Emails
      </Typography.Title>
      {emails.length === 0 ? (
        <Typography.Text type="secondary">No emails about this appointment yet.</Typography.Text>
      ) : (
        <ul className="admin-items">
          {emails.map((email) => (
            <li key={email.id} className="admin-item admin-email">
              <div className="admin-item-text admin-email-body">
                <Space wrap size="small">
                  <Tag color={EMAIL_STATUS_COLORS[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</Tag>
                  <Typography.Text strong>{email.subject}</Typography.Text>
                </Space>
                <Typography.Text type="secondary">
                  To {email.to} · {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'}
                  {email.sentAt && ` · sent ${formatTimestamp(email.sentAt, timeZone)}`}
                  {!email.sentAt &&
                    email.scheduledFor &&
                    ` · ${email.status === 'cancelled' ? 'was due' : 'due'} ${formatTimestamp(email.scheduledFor, timeZone)}`}
                </Typography.Text>
                {email.lastError && <Typography.Text type="danger">Last error: {email.lastError}</Typography.Text>}
              </div>
              {/* A reminder waits for its time and a withdrawn one stays withdrawn: resend is for what failed, is late or was only recorded. */}
              {(email.status === 'failed' || email.status === 'recorded' || (email.status === 'pending' && !email.scheduledFor)) && (
                <Button
                  size="small"
                  loading={resending === email.id}
                  disabled={resending !== null}
                  aria-label={`Resend "${email.subject}"`}
                  onClick={() => onResend(email.id)}
                >
                  Resend
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
