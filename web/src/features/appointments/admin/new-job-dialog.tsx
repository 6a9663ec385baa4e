import { useQuery } from '@apollo/client/react';
import { Alert, Button, DatePicker, Form, Input, Modal, Select, type InputRef } from 'antd';
import { useRef } from 'react';
import type { Dayjs } from 'dayjs';
import { AppointmentMessages, serviceRule, todayIn, type ServiceTypeValue } from '@plumbing/shared';
import { useDialogLayout } from '../../../ui/admin/dialog-layout';
import { formatDuration } from '../../../ui/admin/date-time';
import { useNarrowScreen } from '../../../ui/admin/use-narrow-screen';
import type { AdminAppointment } from './appointment-operations';
import { SERVICE_LABELS, type Outcome } from './appointment-status';
import { FreeTimeSelect } from './free-time-select';
import { JobMessages } from './job-outcomes';
import { JobSettingsQuery } from './owner-schedule-operations';
import { ANY_CREW, useNewJobForm, type NewJobDefaults } from './use-new-job-form';
import './new-job-dialog.css';

interface NewJobDialogProps {
  /** Where the job starts out; the dialog is shown while this is set. */
  defaults: NewJobDefaults;
  timeZone: string;
  onClose: () => void;
  onCreated: (appointment: AdminAppointment, outcome: Outcome) => void;
}

const FORM_ID = 'new-job-form';

/**
 * "New job" (issue #50): a job the owner takes on the phone, confirmed at once. Quick on a phone:
 * the first free time is already chosen, every control is large and labelled, and Book job sits at
 * the bottom of the screen.
 */
export function NewJobDialog({ defaults, timeZone, onClose, onCreated }: NewJobDialogProps) {
  const { data } = useQuery(JobSettingsQuery);
  const crews = data?.appointmentSettings.crews ?? [];
  const { form, initialValues, starts, saving, failure, dismissFailure, chooseDay, submit } = useNewJobForm(
    defaults,
    timeZone,
    crews,
    onCreated,
  );
  const layout = useDialogLayout(560);
  const nameInput = useRef<InputRef>(null);
  const narrow = useNarrowScreen();
  const today = todayIn(timeZone);
  const services = (Object.keys(SERVICE_LABELS) as ServiceTypeValue[]).map((type) => {
    const minutes = data ? serviceRule(data.appointmentSettings, type).minutes : null;
    return { value: type, label: minutes ? `${SERVICE_LABELS[type]} · ${formatDuration(minutes * 60)}` : SERVICE_LABELS[type] };
  });

  return (
    <Modal
      open
      title="New job"
      onCancel={onClose}
      closable={{ 'aria-label': 'Close dialog' }}
      {...layout}
      destroyOnHidden
      // Where the name's autoFocus does not hold (jsdom: the dialog takes the focus as it opens), the
      // name takes it once the dialog is open, unless the owner is already in a field: the rest would
      // land in the name.
      afterOpenChange={(opened) => opened && !document.activeElement?.closest(`#${FORM_ID}`) && nameInput.current?.focus()}
      footer={[
        <Button key="cancel" size="large" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="book" size="large" type="primary" htmlType="submit" form={FORM_ID} loading={saving}>
          Book job
        </Button>,
      ]}
    >
      <Form
        id={FORM_ID}
        form={form}
        layout="vertical"
        size="large"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: object) => {
          if ('date' in changed) chooseDay();
        }}
      >
        <Form.Item
          label="Customer name"
          name="customerName"
          rules={[
            { required: true, whitespace: true, message: AppointmentMessages.nameRequired },
            { max: 120, message: AppointmentMessages.nameTooLong },
          ]}
        >
          {/* The owner is on the phone with the customer: typing starts at once, even while the dialog
              opens (a space typed then on its Close button, which antd focuses first, closed it). */}
          <Input autoComplete="off" ref={nameInput} autoFocus />
        </Form.Item>
        <Form.Item
          label="Phone"
          name="customerPhone"
          rules={[{ required: true, whitespace: true, message: AppointmentMessages.phoneRequired }]}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Email (optional)"
          name="customerEmail"
          rules={[{ type: 'email', message: AppointmentMessages.emailInvalid }]}
          extra="With an email the customer gets the confirmation and its calendar invitation; without one nothing is sent."
        >
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
        <Form.Item label="Address" name="serviceAddress" rules={[{ max: 200, message: AppointmentMessages.serviceAddressTooLong }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Service" name="serviceType">
          <Select options={services} />
        </Form.Item>
        <div className="new-job-when">
          <Form.Item label="Day" name="date">
            <DatePicker
              allowClear={false}
              inputReadOnly={narrow}
              format="ddd, MMM D, YYYY"
              disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < today}
            />
          </Form.Item>
          <Form.Item
            label="Time"
            name="startsAt"
            rules={[{ required: true, message: 'Pick a free time' }]}
            help={starts.loaded && starts.free.length === 0 ? JobMessages.noFreeTime : undefined}
          >
            <FreeTimeSelect free={starts.free} loading={starts.loading} failed={starts.failed} />
          </Form.Item>
        </div>
        {crews.length > 1 && (
          <Form.Item label="Crew" name="crew">
            <Select
              options={[{ value: ANY_CREW, label: 'First free crew' }, ...crews.map((crew) => ({ value: crew.id, label: crew.name }))]}
            />
          </Form.Item>
        )}
        <Form.Item label="Note" name="note" rules={[{ max: 2000, message: AppointmentMessages.descriptionTooLong }]}>
          <Input.TextArea rows={2} placeholder="What the job is about, for the crew" />
        </Form.Item>
        {failure && (
          <Alert type="error" showIcon role="alert" title={failure} closable={{ 'aria-label': 'Dismiss', onClose: dismissFailure }} />
        )}
      </Form>
    </Modal>
  );
}
