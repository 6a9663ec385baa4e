import { useMutation } from '@apollo/client/react';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { addDays, todayIn, type Crew } from '@plumbing/shared';
import type { ServiceType } from '../../../gql/graphql';
import { formatVisit } from '../../../ui/admin/date-time';
import { fieldErrors, saveErrorText, showFieldErrors } from '../../../ui/admin/save-feedback';
import type { AdminAppointment } from './appointment-operations';
import type { Outcome } from './appointment-status';
import { crewName } from './calendar-events';
import { JobMessages, phoneJobOutcome } from './job-outcomes';
import { CreatePhoneJobMutation } from './owner-schedule-operations';
import { useJobStarts } from './use-job-starts';

/** Where a new job starts out: a day, a time and a crew picked on the calendar; none: the first free time from today. */
export interface NewJobDefaults {
  date?: string;
  time?: string;
  crew?: number;
}

/** The crew select's "first free crew". */
export const ANY_CREW = 0;

export interface NewJobValues {
  customerName: string;
  customerPhone: string;
  customerEmail?: string;
  serviceAddress?: string;
  serviceType: ServiceType;
  date: Dayjs;
  startsAt?: string;
  crew: number;
  note?: string;
}

/** The service a phone call is most often about. */
const DEFAULT_SERVICE: ServiceType = 'repair';
/** How many days ahead the form looks for the first free time before it leaves the day to the owner. */
const SEARCH_DAYS = 30;

const trimmed = (value: string | undefined) => value?.trim() || null;

/**
 * The New job form (issue #50): the day, the free times of the job's service on it (only those are
 * offered) and the submit. Quick on a phone: until the owner picks a day, a day with no free time
 * left moves on to the next (today after closing: the next working day), and the time is the first
 * free one (or the one picked on the calendar, when free).
 */
export function useNewJobForm(
  defaults: NewJobDefaults,
  timeZone: string,
  crews: readonly Crew[],
  onCreated: (appointment: AdminAppointment, outcome: Outcome) => void,
) {
  const [form] = Form.useForm<NewJobValues>();
  const today = todayIn(timeZone);
  const [initialValues] = useState(() => ({
    serviceType: DEFAULT_SERVICE,
    date: dayjs(defaults.date ?? today),
    crew: defaults.crew ?? ANY_CREW,
  }));
  const [dayChosen, setDayChosen] = useState(Boolean(defaults.date));
  const [failure, setFailure] = useState<string | null>(null);
  const serviceType = Form.useWatch('serviceType', form) ?? initialValues.serviceType;
  const date = (Form.useWatch('date', form) ?? initialValues.date).format('YYYY-MM-DD');
  const crew = Form.useWatch('crew', form) ?? initialValues.crew;
  const starts = useJobStarts({ date, serviceType, crew: crew === ANY_CREW ? null : crew });
  const [createPhoneJob, { loading: saving }] = useMutation(CreatePhoneJobMutation);

  // Only a free time is ever selected: the one asked for when free, else the day's first.
  useEffect(() => {
    if (!starts.loaded) return;
    const current = form.getFieldValue('startsAt') as string | undefined;
    if (current && starts.free.some((slot) => slot.startsAt === current)) return;
    const wanted = starts.free.find((slot) => slot.time === defaults.time) ?? starts.free[0];
    form.setFieldValue('startsAt', wanted?.startsAt);
  }, [starts.loaded, starts.free, defaults.time, form]);

  useEffect(() => {
    if (dayChosen || !starts.loaded || starts.free.length > 0 || date >= addDays(today, SEARCH_DAYS)) return;
    form.setFieldValue('date', dayjs(addDays(date, 1)));
  }, [dayChosen, starts.loaded, starts.free.length, date, today, form]);

  async function submit(values: NewJobValues) {
    setFailure(null);
    const email = trimmed(values.customerEmail);
    try {
      const { data } = await createPhoneJob({
        variables: {
          input: {
            customerName: values.customerName.trim(),
            customerPhone: values.customerPhone.trim(),
            customerEmail: email,
            serviceAddress: trimmed(values.serviceAddress),
            serviceType: values.serviceType,
            startsAt: values.startsAt!,
            crew: values.crew === ANY_CREW ? null : values.crew,
            note: trimmed(values.note),
          },
        },
      });
      if (!data) throw new Error('no answer');
      const { appointment } = data.createPhoneJob;
      const when = formatVisit(appointment.preferredDate, timeZone);
      onCreated(
        appointment,
        phoneJobOutcome(appointment.customerName, when, crewName(crews, appointment.crew), Boolean(email), data.createPhoneJob),
      );
    } catch (thrown) {
      const fields = fieldErrors(thrown);
      if (fields.length > 0) showFieldErrors(form, fields);
      else setFailure(saveErrorText(thrown) ?? JobMessages.createFailed);
    }
  }

  return {
    form,
    initialValues,
    starts,
    saving,
    failure,
    dismissFailure: () => setFailure(null),
    /** The owner picked a day: it stays, free time or not. */
    chooseDay: () => setDayChosen(true),
    submit,
  };
}
