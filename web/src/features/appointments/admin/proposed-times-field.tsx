import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { isCalendarDate, MAX_PROPOSED_TIMES, PROPOSAL_HOLD_HOURS, wallClock } from '@plumbing/shared';
import { formatClock, formatVisit } from '../../../ui/admin/date-time';
import { longDateLabel, todayIn } from '../booking-calendar';
import type { AdminAppointment } from './appointment-operations';
import { useJobStarts } from './use-job-starts';

interface ProposedTimesFieldProps {
  appointment: AdminAppointment;
  timeZone: string;
  /** The chosen start instants (ISO), in the order chosen. */
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * Up to three other times to offer with a rejection (issue #50): a day, then its free start times
 * for this job (the owner's calendar: a crew free for the whole job and the drive), each a tap to
 * add or take back. The chosen ones stay listed whatever day is shown.
 */
export function ProposedTimesField({ appointment, timeZone, value, onChange }: ProposedTimesFieldProps) {
  const id = useId();
  const today = todayIn(timeZone);
  const visitDay = wallClock(new Date(appointment.preferredDate), timeZone).date;
  const [date, setDate] = useState(visitDay > today ? visitDay : today);
  const dayChosen = isCalendarDate(date);
  const starts = useJobStarts({ date, serviceType: appointment.serviceType, appointmentId: appointment.id }, !dayChosen);
  const free = dayChosen ? starts.free : [];
  const full = value.length >= MAX_PROPOSED_TIMES;
  const toggle = (startsAt: string) =>
    onChange(value.includes(startsAt) ? value.filter((chosen) => chosen !== startsAt) : [...value, startsAt]);

  return (
    <section aria-labelledby={`${id}-title`} className="proposed-times">
      <Typography.Text strong id={`${id}-title`}>
        Other times to propose (optional, up to {MAX_PROPOSED_TIMES})
      </Typography.Text>
      <Typography.Paragraph type="secondary" className="proposed-times-help">
        Each is held for the customer for {PROPOSAL_HOLD_HOURS} hours: one tap in their e-mail books the time they choose, confirmed.
      </Typography.Paragraph>
      <label htmlFor={`${id}-date`} className="proposed-times-label">
        Day
      </label>
      <Input id={`${id}-date`} type="date" min={today} value={date} onChange={(event) => setDate(event.target.value)} />
      <div role="group" aria-label={dayChosen ? `Free times on ${longDateLabel(date)}` : 'Free times'}>
        <Flex wrap gap="small" className="proposed-times-slots">
          {free.map((slot) => {
            const chosen = value.includes(slot.startsAt);
            return (
              <Button
                key={slot.startsAt}
                type={chosen ? 'primary' : 'default'}
                aria-pressed={chosen}
                disabled={full && !chosen}
                onClick={() => toggle(slot.startsAt)}
              >
                {formatClock(slot.startsAt, timeZone)}
              </Button>
            );
          })}
        </Flex>
        {!starts.loading && dayChosen && free.length === 0 && <Typography.Text type="secondary">No free time that day.</Typography.Text>}
      </div>
      {value.length > 0 && (
        <ul className="proposed-times-chosen" aria-label="Times to propose">
          {value.map((startsAt) => (
            <li key={startsAt}>
              <Tag color="blue">
                {formatVisit(startsAt, timeZone)}
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`Remove ${formatVisit(startsAt, timeZone)}`}
                  onClick={() => toggle(startsAt)}
                  className="proposed-times-remove"
                />
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
