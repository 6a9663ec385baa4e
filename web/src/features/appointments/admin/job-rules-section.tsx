import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import {
  JOB_MINUTES,
  JobRuleMessages,
  MAX_CREW_NAME_LENGTH,
  MAX_CREWS,
  SERVICE_TYPE_LABELS,
  TRAVEL_BUFFER_MINUTES,
  type Crew,
  type ServiceTypeValue,
} from '@plumbing/shared';
import type { SettingsValues } from './appointment-settings-values';
import { WholeNumberField } from '../../../ui/admin/whole-number-field';

/** "1 h 30 min": a job's length as the owner picks it. */
export function lengthLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours && `${hours} h`, rest && `${rest} min`].filter(Boolean).join(' ');
}

const LENGTH_OPTIONS = Array.from({ length: (JOB_MINUTES.max - JOB_MINUTES.min) / JOB_MINUTES.step + 1 }, (_, index) => {
  const minutes = JOB_MINUTES.min + index * JOB_MINUTES.step;
  return { label: lengthLabel(minutes), value: minutes };
});

/**
 * How long each service's job takes and whether visitors may book it online, the drive kept free
 * after every job, and the crews jobs go to (issue #50). A start time is offered only when a crew
 * is free for the whole job and the drive after it, and the job ends by the End Time.
 */
export function JobRulesSection() {
  const form = Form.useFormInstance<SettingsValues>();
  return (
    <>
      <Typography.Title level={2} className="settings-subtitle">
        Jobs and crews
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        A time is offered only when a crew is free for the whole job and the travel time after it, and the job ends by the End Time.
        Bookings go to the first free crew in this order. A service confirmed at once sends the customer the confirmation with its calendar
        invitation as soon as they book; the others wait for you to confirm them.
      </Typography.Paragraph>
      <Form.List name="services">
        {(fields) => (
          <div className="job-rules" role="group" aria-label="Service lengths">
            {fields.map((field) => {
              const serviceType = form.getFieldValue(['services', field.name, 'serviceType']) as ServiceTypeValue;
              const label = SERVICE_TYPE_LABELS[serviceType];
              return (
                <Space key={field.key} wrap align="baseline" className="job-rule">
                  {/* Kept in the form's values: antd submits registered fields only. */}
                  <Form.Item name={[field.name, 'serviceType']} hidden noStyle>
                    <Input />
                  </Form.Item>
                  <span className="job-rule-name">{label}</span>
                  <Form.Item name={[field.name, 'minutes']} noStyle>
                    <Select options={LENGTH_OPTIONS} style={{ width: 130 }} aria-label={`${label}: length`} showSearch />
                  </Form.Item>
                  <Form.Item name={[field.name, 'bookableOnline']} valuePropName="checked" noStyle>
                    <Checkbox>Book online</Checkbox>
                  </Form.Item>
                  {/* Off by default: a request waits for the owner's confirmation (issue #50). */}
                  <Form.Item name={[field.name, 'confirmAtOnce']} valuePropName="checked" noStyle>
                    <Checkbox aria-label={`${label}: confirm online bookings at once`}>Confirm online bookings at once</Checkbox>
                  </Form.Item>
                </Space>
              );
            })}
          </div>
        )}
      </Form.List>
      <WholeNumberField
        label="Travel time between jobs (minutes)"
        name="travelBufferMinutes"
        range={TRAVEL_BUFFER_MINUTES}
        extra="Kept free after every job for the drive to the next one."
        rules={[{ required: true, message: JobRuleMessages.bufferMinutes }]}
      />
      <Form.List name="crews">
        {(fields, { add, remove }) => (
          <Form.Item label="Crews" extra="Each crew does one job at a time. A crew with jobs to come cannot be removed.">
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" className="crew-row">
                <Form.Item name={[field.name, 'id']} hidden noStyle>
                  <InputNumber />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[{ required: true, whitespace: true, max: MAX_CREW_NAME_LENGTH, message: JobRuleMessages.crewName }]}
                >
                  <Input aria-label={`Crew ${index + 1} name`} maxLength={MAX_CREW_NAME_LENGTH} style={{ width: 220 }} />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Remove ${(form.getFieldValue(['crews', field.name, 'name']) as string) || `crew ${index + 1}`}`}
                    onClick={() => remove(field.name)}
                  />
                )}
              </Space>
            ))}
            {fields.length < MAX_CREWS && (
              <Button icon={<PlusOutlined />} onClick={() => add(nextCrew(form.getFieldValue('crews') as Crew[]))}>
                Add crew
              </Button>
            )}
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}

/** A new crew: the next number, named after it. */
function nextCrew(crews: readonly Crew[]): Crew {
  const id = Math.max(0, ...crews.map((crew) => crew.id)) + 1;
  return { id, name: `Crew ${id}` };
}
