import { Checkbox, Form, Select, Space, Typography, type GetProps } from 'antd';
import { Link } from 'react-router-dom';
import { AppointmentMessages, clockLabel, SETTING_RANGES } from '@plumbing/shared';
import { timeZoneLabel, WEEKDAY_NAMES } from '../booking-calendar';
import { comparedWith } from '../../../ui/admin/form-rules';
import { WholeNumberField } from '../../../ui/admin/whole-number-field';

// The scheduling settings' groups of fields, in the one form of appointment-settings-screen.tsx.

const DAY_OPTIONS = WEEKDAY_NAMES.map((label, value) => ({ label, value }));

/** 00:00, 00:30 ... 23:30: slots are every 30 minutes (spec §9); read on the admin's 12-hour clock, 12:00 AM ... 11:30 PM (issue #51). */
const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const time = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
  return { label: clockLabel(time), value: time };
});

/** The weekdays and the hours, in the business time zone, at which a visit can start. */
export function AvailabilitySection({ timeZone }: { timeZone: string }) {
  return (
    <>
      <Form.Item
        label="Available Days"
        name="availableDays"
        rules={[{ required: true, type: 'array', min: 1, message: 'Please select at least one day' }]}
      >
        <DayCheckboxes />
      </Form.Item>

      <Typography.Paragraph type="secondary">
        Business hours are {timeZoneLabel(timeZone)}. Appointments can start every 30 minutes from the start time up to and including the
        end time.
      </Typography.Paragraph>
      <Space wrap size="large" align="start" style={{ display: 'flex' }}>
        <Form.Item label="Start Time" name="start" rules={[{ required: true, message: 'Please choose a start time' }]}>
          <Select options={HALF_HOURS} style={{ width: 140 }} showSearch />
        </Form.Item>
        <Form.Item
          label="End Time"
          name="end"
          {...comparedWith(
            'start',
            (end?: string, start?: string | null) => !end || (start != null && end > start),
            AppointmentMessages.startAfterEnd,
            'Please choose an end time',
          )}
        >
          <Select options={HALF_HOURS} style={{ width: 140 }} showSearch />
        </Form.Item>
      </Space>
    </>
  );
}

/** How near and how far ahead a visit can be booked, and the dates closed for booking. */
export function BookingWindowSection() {
  return (
    <>
      <Space wrap size="large" align="start" style={{ display: 'flex' }}>
        <WholeNumberField
          label="Minimum Days in Advance"
          name="minDaysInAdvance"
          range={SETTING_RANGES.minDaysInAdvance}
          rules={[{ required: true, message: 'Please enter the minimum days in advance' }]}
        />
        <WholeNumberField
          label="Maximum Days in Advance"
          name="maxDaysInAdvance"
          range={SETTING_RANGES.maxDaysInAdvance}
          {...comparedWith(
            'minDaysInAdvance',
            (max: number | null | undefined, min: number | null | undefined) => max == null || max >= (min ?? 0),
            AppointmentMessages.minAfterMax,
            'Please enter the maximum days in advance',
          )}
        />
      </Space>

      {/* One place closes days (issue #51): the closures, which have names customers read. */}
      <Typography.Paragraph className="settings-closures">
        Holidays and other days closed are the <Link to="/admin/business#closures">Business Profile’s Closures</Link>: customers cannot book
        them.
      </Typography.Paragraph>
    </>
  );
}

/** The customers' own changes and the e-mails after booking: the online cut-off, the reminder, the review request. */
export function CustomerMessagesSection() {
  return (
    <Space wrap size="large" align="start" style={{ display: 'flex' }}>
      <WholeNumberField
        label="Online Changes Cut-off (hours)"
        name="changeCutoffHours"
        range={SETTING_RANGES.changeCutoffHours}
        extra="Customers cannot cancel or reschedule online this close to the visit; they call instead."
        rules={[{ required: true, message: AppointmentMessages.cutoffRange }]}
      />
      <WholeNumberField
        label="Reminder Lead Time (hours)"
        name="reminderLeadHours"
        range={SETTING_RANGES.reminderLeadHours}
        extra="A confirmed visit is reminded by e-mail this long before it; 0 sends no reminders."
        rules={[{ required: true, message: AppointmentMessages.reminderLeadRange }]}
      />
      <WholeNumberField
        label="Review Request Delay (hours)"
        name="reviewDelayHours"
        range={SETTING_RANGES.reviewDelayHours}
        extra="After you mark a visit completed, the customer is asked once for a review at the business profile's review link."
        rules={[{ required: true, message: AppointmentMessages.reviewDelayRange }]}
      />
    </Space>
  );
}

/**
 * The days, a group of checkboxes. antd marks a required field's control `aria-required`, which a
 * group may not carry (axe: aria-allowed-attr); the asterisk and the error message say it instead.
 */
function DayCheckboxes({ 'aria-required': _required, ...props }: GetProps<typeof Checkbox.Group> & { 'aria-required'?: string }) {
  return <Checkbox.Group {...props} options={DAY_OPTIONS} />;
}
