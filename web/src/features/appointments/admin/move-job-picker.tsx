import { Button, DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { todayIn, wallClock, type Crew } from '@plumbing/shared';
import type { AdminAppointment } from './appointment-operations';
import { CrewSelect } from './crew-select';
import { FreeTimeSelect } from './free-time-select';
import { JobMessages } from './job-outcomes';
import { useJobStarts } from './use-job-starts';

interface MoveJobPickerProps {
  appointment: AdminAppointment;
  crews: readonly Crew[];
  timeZone: string;
  busy: boolean;
  onMove: (startsAt: string, crew: number) => void;
  onCancel: () => void;
}

/** The dialog's Move (issue #50): a day, a crew and one of the free times the job fits in then; nothing else is offered. */
export function MoveJobPicker({ appointment, crews, timeZone, busy, onMove, onCancel }: MoveJobPickerProps) {
  const ids = useId();
  const today = todayIn(timeZone);
  const jobDay = wallClock(new Date(appointment.preferredDate), timeZone).date;
  const [date, setDate] = useState(jobDay < today ? today : jobDay);
  const [crew, setCrew] = useState(appointment.crew);
  const [startsAt, setStartsAt] = useState<string | undefined>();
  const starts = useJobStarts({ date, serviceType: appointment.serviceType, crew, appointmentId: appointment.id });
  const chosen = starts.free.some((slot) => slot.startsAt === startsAt) ? startsAt : undefined;

  return (
    <div className="move-job-picker">
      <Flex wrap gap="middle">
        <div className="move-job-field">
          <label htmlFor={`${ids}-day`}>Day</label>
          <DatePicker
            id={`${ids}-day`}
            size="large"
            allowClear={false}
            value={dayjs(date)}
            format="ddd, MMM D, YYYY"
            disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < today}
            onChange={(day: Dayjs | null) => day && setDate(day.format('YYYY-MM-DD'))}
          />
        </div>
        {crews.length > 1 && <CrewSelect crews={crews} value={crew} onChange={setCrew} />}
        <div className="move-job-field">
          <label htmlFor={`${ids}-time`}>New time</label>
          <FreeTimeSelect
            id={`${ids}-time`}
            value={chosen}
            onChange={setStartsAt}
            free={starts.free}
            loading={starts.loading}
            failed={starts.failed}
          />
        </div>
      </Flex>
      {starts.loaded && starts.free.length === 0 && <p className="move-job-none">{JobMessages.noFreeTime}</p>}
      <Flex wrap gap="small" className="move-job-actions">
        <Button type="primary" size="large" disabled={!chosen} loading={busy} onClick={() => chosen && onMove(chosen, crew)}>
          Move here
        </Button>
        <Button size="large" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </Flex>
    </div>
  );
}
