import { useMutation, useQuery } from '@apollo/client/react';
import { CloseOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, DatePicker, Form, InputNumber, Select, Space, Tag, Typography, type GetProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { AppointmentMessages } from '@plumbing/shared';
import { graphql } from '../../../gql';
import type { AppointmentSettingsQuery as AppointmentSettingsAnswer } from '../../../gql/graphql';
import { AppointmentSettingsQuery } from '../appointment-settings-operations';
import { longDateLabel, timeZoneLabel, todayIn, WEEKDAY_NAMES } from '../booking-calendar';
import { siteConfig } from '../../../platform/site-config';
import { usePageTitle } from '../../../platform/head/use-page-title';
import { keepEnterInField, SettingsPending, SettingsSave } from '../../../ui/admin/admin-screen-parts';
import { useSettingsSave } from '../../../ui/admin/save-feedback';
import { comparedWith } from '../../../ui/admin/form-rules';
import './appointment-settings-screen.css';

const SaveAppointmentSettingsMutation = graphql(`
  mutation SaveAppointmentSettings($input: AppointmentSettingsInput!) {
    saveAppointmentSettings(input: $input) {
      ...AppointmentSettingsFields
      ...CustomerMessageSettingsFields
    }
  }
`);

type Settings = AppointmentSettingsAnswer['appointmentSettings'];

interface SettingsValues {
  enableScheduling: boolean;
  availableDays: number[];
  start: string;
  end: string;
  minDaysInAdvance: number;
  maxDaysInAdvance: number;
  excludedDates: string[];
  changeCutoffHours: number;
  reminderLeadHours: number;
  reviewDelayHours: number;
}

const DAY_OPTIONS = WEEKDAY_NAMES.map((label, value) => ({ label, value }));

/** 00:00, 00:30 ... 23:30: slots are every 30 minutes (spec §9). */
const HALF_HOURS = Array.from({ length: 48 }, (_, index) => {
  const time = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
  return { label: time, value: time };
});

function toValues(settings: Settings): SettingsValues {
  return {
    enableScheduling: settings.enableScheduling,
    availableDays: [...settings.availableDays],
    start: settings.availableHours.start,
    end: settings.availableHours.end,
    minDaysInAdvance: settings.minDaysInAdvance,
    maxDaysInAdvance: settings.maxDaysInAdvance,
    excludedDates: [...settings.excludedDates],
    changeCutoffHours: settings.changeCutoffHours,
    reminderLeadHours: settings.reminderLeadHours,
    reviewDelayHours: settings.reviewDelayHours,
  };
}

/** /admin/appointment-settings: the rules of online booking (spec §2). */
export default function AppointmentSettingsScreen() {
  usePageTitle('Scheduling Settings');
  const { data, error, refetch } = useQuery(AppointmentSettingsQuery, { fetchPolicy: 'network-only' });

  const content = data ? (
    <SettingsForm settings={data.appointmentSettings} />
  ) : (
    <SettingsPending failure={error ? 'Failed to fetch appointment settings' : null} refetch={refetch} />
  );

  return (
    <>
      <Typography.Title level={1} className="admin-title">
        Scheduling Settings
      </Typography.Title>
      {content}
    </>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const [form] = Form.useForm<SettingsValues>();
  const [save, { loading: saving }] = useMutation(SaveAppointmentSettingsMutation);
  const { saved, saveError, runSave } = useSettingsSave();
  const { timeZone } = siteConfig.business;

  function submit(values: SettingsValues) {
    return runSave(() =>
      save({
        variables: {
          input: {
            enableScheduling: values.enableScheduling,
            availableDays: [...values.availableDays].sort((a, b) => a - b),
            availableHours: { start: values.start, end: values.end },
            excludedDates: [...values.excludedDates].sort(),
            minDaysInAdvance: values.minDaysInAdvance,
            maxDaysInAdvance: values.maxDaysInAdvance,
            changeCutoffHours: values.changeCutoffHours,
            reminderLeadHours: values.reminderLeadHours,
            reviewDelayHours: values.reviewDelayHours,
          },
        },
        // Both this screen and /schedule read the root field appointmentSettings.
        update(cache, { data: answer }) {
          if (answer) {
            cache.writeQuery({
              query: AppointmentSettingsQuery,
              data: { appointmentSettings: answer.saveAppointmentSettings },
            });
          }
        },
      }),
    );
  }

  return (
    <Card>
      <Form<SettingsValues>
        form={form}
        layout="vertical"
        initialValues={toValues(settings)}
        onFinish={submit}
        onKeyDown={keepEnterInField}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <Form.Item name="enableScheduling" valuePropName="checked" extra="When off, /schedule asks visitors to call instead.">
          <Checkbox>Enable Online Scheduling</Checkbox>
        </Form.Item>

        <Form.Item
          label="Available Days"
          name="availableDays"
          rules={[{ required: true, type: 'array', min: 1, message: 'Please select at least one day' }]}
        >
          <DayCheckboxes />
        </Form.Item>

        <Typography.Paragraph type="secondary">
          Business hours are {timeZoneLabel(timeZone)}. Appointments can start every 30 minutes from the start time up to
          and including the end time.
        </Typography.Paragraph>
        <Space wrap size="large" align="start" style={{ display: 'flex' }}>
          <Form.Item label="Start Time" name="start" rules={[{ required: true, message: 'Please choose a start time' }]}>
            <Select options={HALF_HOURS} style={{ width: 140 }} showSearch />
          </Form.Item>
          <Form.Item
            label="End Time"
            name="end"
            {...comparedWith('start', (end?: string, start?: string | null) => !end || (start != null && end > start), AppointmentMessages.startAfterEnd, 'Please choose an end time')}
          >
            <Select options={HALF_HOURS} style={{ width: 140 }} showSearch />
          </Form.Item>
        </Space>

        <Space wrap size="large" align="start" style={{ display: 'flex' }}>
          <Form.Item
            label="Minimum Days in Advance"
            name="minDaysInAdvance"
            rules={[{ required: true, message: 'Please enter the minimum days in advance' }]}
          >
            <InputNumber min={0} max={365} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="Maximum Days in Advance"
            name="maxDaysInAdvance"
            {...comparedWith(
              'minDaysInAdvance',
              (max: number | null | undefined, min: number | null | undefined) => max == null || max >= (min ?? 0),
              AppointmentMessages.minAfterMax,
              'Please enter the maximum days in advance',
            )}
          >
            <InputNumber min={1} max={365} precision={0} style={{ width: 180 }} />
          </Form.Item>
        </Space>

        <Form.Item label="Excluded Dates" name="excludedDates" extra="Holidays and other days closed for booking.">
          <ExcludedDatesInput timeZone={timeZone} />
        </Form.Item>

        <Space wrap size="large" align="start" style={{ display: 'flex' }}>
          <Form.Item
            label="Online Changes Cut-off (hours)"
            name="changeCutoffHours"
            extra="Customers cannot cancel or reschedule online this close to the visit; they call instead."
            rules={[{ required: true, message: AppointmentMessages.cutoffRange }]}
          >
            <InputNumber min={0} max={168} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="Reminder Lead Time (hours)"
            name="reminderLeadHours"
            extra="A confirmed visit is reminded by e-mail this long before it; 0 sends no reminders."
            rules={[{ required: true, message: AppointmentMessages.reminderLeadRange }]}
          >
            <InputNumber min={0} max={336} precision={0} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="Review Request Delay (hours)"
            name="reviewDelayHours"
            extra="After you mark a visit completed, the customer is asked once for a review at the business profile's review link."
            rules={[{ required: true, message: AppointmentMessages.reviewDelayRange }]}
          >
            <InputNumber min={0} max={336} precision={0} style={{ width: 180 }} />
          </Form.Item>
        </Space>

        <SettingsSave saving={saving} saved={saved} error={saveError} />
      </Form>
    </Card>
  );
}

interface ExcludedDatesInputProps {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  timeZone: string;
}

/** A date picker that adds YYYY-MM-DD dates, and the added dates as removable tags. */
function ExcludedDatesInput({ id, value = [], onChange, timeZone }: ExcludedDatesInputProps) {
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

/**
 * The days, a group of checkboxes. antd marks a required field's control `aria-required`, which a
 * group may not carry (axe: aria-allowed-attr); the asterisk and the error message say it instead.
 */
function DayCheckboxes({ 'aria-required': _required, ...props }: GetProps<typeof Checkbox.Group> & { 'aria-required'?: string }) {
  return <Checkbox.Group {...props} options={DAY_OPTIONS} />;
}
