import { CloseOutlined } from '@ant-design/icons';
import { Button, DatePicker, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { longDateLabel, todayIn } from '../booking-calendar';

interface ExcludedDatesInputProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  timeZone: string;
}

/** A date picker that adds YYYY-MM-DD dates, and the added dates as removable tags. */
export function ExcludedDatesInput({ id, value = [], onChange, timeZone }: ExcludedDatesInputProps) {
  const today = todayIn(timeZone);
  return (
    <div>
      <DatePicker
        id={id}
        value={null}
        placeholder="Add a date"
        format="YYYY-MM-DD"
        disabledDate={(day: Dayjs) => {
          const date = day.format('YYYY-MM-DD');
          return date < today || value.includes(date);
        }}
        onChange={(day: Dayjs | null) => {
          if (!day) return;
          const date = day.format('YYYY-MM-DD');
          if (!value.includes(date)) onChange?.([...value, date].sort());
        }}
      />
      {value.length > 0 && (
        <ul className="excluded-dates" aria-label="Excluded dates">
          {value.map((date) => (
            <li key={date}>
              <Tag color={date < today ? 'default' : 'orange'}>
                <span>{longDateLabel(date)}</span>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={`Remove ${longDateLabel(date)}`}
                  onClick={() => onChange?.(value.filter((d) => d !== date))}
                  style={{ marginInlineStart: 4, height: 20, width: 20, minWidth: 20 }}
                />
              </Tag>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
