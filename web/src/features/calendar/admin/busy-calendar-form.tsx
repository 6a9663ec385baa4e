import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { MAX_BUSY_CALENDAR_NAME_LENGTH } from '@plumbing/shared';
import type { BusyCalendarInput } from '../../../gql/graphql';
import { saveOrRefusal } from '../../../ui/admin/save-feedback';
import { ActionFailure } from '../../../ui/admin/admin-screen-parts';

/** Every crew: the Select's value for a calendar blocking all of them (a crew's is its number). */
const EVERY_CREW = 'every';

interface FormValues {
  url?: string;
  name?: string;
  crew?: number | typeof EVERY_CREW;
}

export interface BusyCalendarFormProps {
  /** The calendar changed: its name and crew as saved, and how its address is shown (never the address itself). */
  saved?: { name: string; crew: number | null; shownUrl: string };
  crews: ReadonlyArray<{ id: number; name: string }>;
  onSave: (input: BusyCalendarInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * Adding or changing one of the owner's calendars: its private address (pasted; when changing, left
 * empty to keep the saved one, which is never shown again), a name, and the crew it blocks (all of
 * them unless one is chosen). The server checks the address and reads it at once.
 */
export function BusyCalendarForm({ saved, crews, onSave, onCancel }: BusyCalendarFormProps) {
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ url, name, crew }: FormValues) {
    setSaving(true);
    setFailure(null);
    const save = () =>
      onSave({ url: url?.trim() || null, name: name?.trim() ?? '', crew: crew === undefined || crew === EVERY_CREW ? null : crew });
    setFailure(await saveOrRefusal(form, save, 'The calendar could not be saved. Please try again.'));
    setSaving(false);
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="busy-calendar-form"
      onFinish={(values) => void submit(values)}
      initialValues={{ name: saved?.name ?? '', crew: saved?.crew ?? EVERY_CREW }}
    >
      <Form.Item
        name="url"
        label="Private address (iCal format)"
        rules={saved ? [] : [{ required: true, whitespace: true, message: "Paste your calendar's private address in iCal format." }]}
        extra={
          saved
            ? `Saved: ${saved.shownUrl}. Paste a new address only to replace it.`
            : 'Google Calendar: Settings, your calendar, Integrate calendar, "Secret address in iCal format". Outlook: Settings, Calendar, Shared calendars, Publish a calendar, the ICS link.'
        }
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          placeholder={saved ? 'Keep the saved address' : 'https://…/basic.ics'}
        />
      </Form.Item>
      <Form.Item name="name" label="Name" extra="For you, e.g. Personal or Dentist. Optional.">
        <Input maxLength={MAX_BUSY_CALENDAR_NAME_LENGTH} />
      </Form.Item>
      {/* With one crew, every crew is that one: nothing to choose. */}
      {(crews.length > 1 || saved?.crew) && (
        <Form.Item name="crew" label="Blocks">
          <Select
            options={[{ value: EVERY_CREW, label: 'Every crew' }, ...crews.map((crew) => ({ value: crew.id, label: `${crew.name} only` }))]}
          />
        </Form.Item>
      )}
      <ActionFailure failure={failure} />
      <div className="busy-calendar-form-actions">
        <Button type="primary" htmlType="submit" loading={saving}>
          {saved ? 'Save' : 'Add calendar'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </Form>
  );
}
