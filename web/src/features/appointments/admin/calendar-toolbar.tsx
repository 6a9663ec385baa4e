import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, DatePicker, Radio, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { memo, useCallback } from 'react';
import { addDays, closureDayLabel } from '@plumbing/shared';
import { longDateLabel } from '../booking-calendar';
import { viewDays, type CalendarView } from './business-clock';

const NO_WAVE = { disabled: true };

interface CalendarToolbarProps {
  view: CalendarView;
  date: string;
  today: string;
  /** A phone: the day's agenda, with a day picker instead of the views. */
  narrow: boolean;
  onChange: (next: { view?: CalendarView; date?: string }) => void;
}

/**
 * What the calendar shows: the day or week (its dates as the heading), the way back and forth, and
 * a day picker. Drawn again only when one of those changes, not as the grid or the address does.
 */
export const CalendarToolbar = memo(function CalendarToolbar({ view, date, today, narrow, onChange }: CalendarToolbarProps) {
  const pick = useCallback((day: string) => onChange({ date: day }), [onChange]);
  const shown: CalendarView = narrow ? 'day' : view;
  const days = viewDays(shown, date);
  const step = shown === 'day' ? 1 : 7;
  const unit = shown === 'day' ? 'day' : 'week';
  const heading =
    shown === 'day' ? longDateLabel(date) : `${closureDayLabel(days[0])} – ${closureDayLabel(days[6])}, ${days[6].slice(0, 4)}`;

  return (
    <div className="calendar-toolbar">
      <Space wrap size="small">
        <Button
          size="large"
          icon={<LeftOutlined />}
          aria-label={`Previous ${unit}`}
          onClick={() => onChange({ date: addDays(date, -step) })}
        />
        <Button size="large" disabled={days.includes(today)} onClick={() => onChange({ date: today })}>
          Today
        </Button>
        <Button size="large" icon={<RightOutlined />} aria-label={`Next ${unit}`} onClick={() => onChange({ date: addDays(date, step) })} />
        <DayPicker date={date} onPick={pick} />
      </Space>
      <h2 className="calendar-heading" aria-live="polite">
        {heading}
      </h2>
      {/*
        Buttons rather than a Segmented: its sliding thumb measures the page as the grid changes, a
        forced layout of every block. Without the click's wave: it measures the button and draws its
        ripple in a React root of its own, in the frames that draw the next view.
      */}
      {!narrow && (
        <ConfigProvider wave={NO_WAVE}>
          <Radio.Group
            size="large"
            optionType="button"
            buttonStyle="solid"
            aria-label="View"
            value={view}
            options={[
              { label: 'Day', value: 'day' },
              { label: 'Week', value: 'week' },
            ]}
            onChange={(event) => onChange({ view: event.target.value as CalendarView })}
          />
        </ConfigProvider>
      )}
    </div>
  );
});

/** The day picker: drawn again when the day changes, not on a switch of view (an antd picker is costly to draw). */
const DayPicker = memo(function DayPicker({ date, onPick }: { date: string; onPick: (day: string) => void }) {
  return (
    <DatePicker
      size="large"
      aria-label="Pick a day"
      allowClear={false}
      value={dayjs(date)}
      format={(value: Dayjs) => value.format('ddd, MMM D')}
      inputReadOnly
      onChange={(value: Dayjs | null) => value && onPick(value.format('YYYY-MM-DD'))}
    />
  );
});
