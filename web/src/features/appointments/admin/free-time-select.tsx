import { Select } from 'antd';
import { clockLabel } from '@plumbing/shared';
import { JobMessages } from './job-outcomes';

interface FreeTimeSelectProps {
  id?: string;
  value?: string;
  onChange?: (startsAt: string) => void;
  /** The day's free start times (jobStarts' available slots). */
  free: ReadonlyArray<{ time: string; startsAt: string }>;
  loading: boolean;
  failed: boolean;
}

/** A start time among the day's free ones only (issue #50): a time a job does not fit in is never offered. */
export function FreeTimeSelect({ id, value, onChange, free, loading, failed }: FreeTimeSelectProps) {
  return (
    <Select
      id={id}
      size="large"
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder={loading ? 'Finding free times…' : 'Pick a free time'}
      options={free.map((slot) => ({ value: slot.startsAt, label: clockLabel(slot.time) }))}
      notFoundContent={failed ? 'The free times could not be loaded. Please try again.' : JobMessages.noFreeTime}
    />
  );
}
