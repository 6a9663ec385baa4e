import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, type ChangeEvent } from 'react';
import {
  closureNotice,
  dayInWords,
  weekdayName,
  type BookingWindow,
  type SchedulingRules,
  type ServiceTypeValue,
  type Translator,
} from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { graphql } from '../../../gql';
import { fieldAria, FieldError, REQUIRED_LABEL } from '../../../ui/forms/form-fields';
import { useWords } from '../../../platform/i18n/words';
import { clockLabel, dateRefusalText, timeZoneLabel } from '../booking-calendar';

// The day's times, as both queries below read them, and the owner's JobStarts (admin/owner-schedule-operations.ts).
graphql(`
  fragment DayTimesFields on DayAvailability {
    date
    bookable
    slots {
      time
      startsAt
      available
    }
  }
`);

export const AvailabilityQuery = graphql(`
  query ScheduleAvailability($date: String!, $serviceType: ServiceType) {
    availability(date: $date, serviceType: $serviceType) {
      ...DayTimesFields
    }
  }
`);

/** The times the visit behind a manage link could move to: its own length, its own time not in its way (issue #50). */
const MoveAvailabilityQuery = graphql(`
  query MoveAvailability($token: String!, $date: String!) {
    availabilityForMove(token: $token, date: $date) {
      ...DayTimesFields
    }
  }
`);

/** What the picker offers: the scheduling rules and today's booking window (a query's part: /schedule's and the manage page's). */
export const SchedulingRulesFields = graphql(`
  fragment SchedulingRulesFields on Query {
    appointmentSettings {
      ...AppointmentSettingsFields
    }
    bookingWindow {
      firstDate
      lastDate
    }
  }
`);

/** 'Monday, Tuesday and Friday' / 'lunes, martes y viernes' */
function dayList(days: readonly number[], t: Translator): string {
  const names = [...days].sort((a, b) => a - b).map((day) => weekdayName(day, t.locale));
  return names.length <= 1
    ? (names[0] ?? '')
    : t('booking.dayList', { list: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

export interface SlotChoice {
  /** 'YYYY-MM-DD' in the business time zone, or '' */
  date: string;
  /** The chosen slot's startsAt, or '' */
  time: string;
  /** The chosen slot's clock time ('HH:MM' in the business zone), to say it back. */
  clock?: string;
}

interface SlotPickerProps {
  /** The ids of the two fields: `${idPrefix}-date`, `${idPrefix}-time` (their hints and messages follow). */
  fieldId: (field: 'date' | 'time') => string;
  /** The service the times are for (its job must fit, issue #50); none yet: the shortest one booked online. */
  serviceType?: ServiceTypeValue;
  /** Moving the visit behind this manage link: the times it could move to instead. */
  manageToken?: string;
  /** The owner's scheduling settings; the business's closures (site-config) close their days too. */
  rules: SchedulingRules;
  /** Which dates can be booked: the server decides what "today" is in the business time zone. */
  bookingWindow: BookingWindow;
  /** The business time zone every date and time is in. */
  timeZone: string;
  value: SlotChoice;
  onChange: (value: SlotChoice) => void;
  errors: { date?: string; time?: string };
  /** A date the rules refuse (its message), or a field the visitor just fixed (undefined). */
  onError: (field: 'date' | 'time', message: string | undefined) => void;
}

/**
 * The date and time of a visit, from the slots the server offers for the chosen date (taken ones
 * '(Unavailable)'): the /schedule form's and the manage page's picker. Plain React: public pages.
 */
export function SlotPicker({
  fieldId,
  serviceType,
  manageToken,
  rules,
  bookingWindow,
  timeZone,
  value,
  onChange,
  errors,
  onError,
}: SlotPickerProps) {
  const { date, time } = value;
  const { closures } = siteConfig.business;
  const t = useWords();
  const closuresAhead = closures.filter(({ from, to }) => to >= bookingWindow.firstDate && from <= bookingWindow.lastDate);
  // Availability appears as soon as a date is chosen (design: no 10-second hold).
  const forBooking = useQuery(
    AvailabilityQuery,
    date && !manageToken ? { variables: { date, serviceType: serviceType ?? null }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const forMove = useQuery(
    MoveAvailabilityQuery,
    date && manageToken ? { variables: { date, token: manageToken }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const availability = manageToken
    ? { day: forMove.data?.availabilityForMove, error: forMove.error }
    : { day: forBooking.data?.availability, error: forBooking.error };
  const day = availability.day?.date === date ? availability.day : undefined;

  // A time taken meanwhile (seen on a refetch), or one the newly chosen service does not fit in, can no longer stay chosen.
  useEffect(() => {
    if (time && day && !day.slots.some((slot) => slot.startsAt === time && slot.available)) onChange({ date, time: '' });
  }, [day, date, time, onChange]);

  function chooseDate(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.value;
    onError('time', undefined);
    const refusal = chosen ? dateRefusalText(chosen, { ...rules, closures }, bookingWindow, t) : null;
    // spec §4: choosing a date resets the time
    onChange({ date: refusal ? '' : chosen, time: '' });
    onError('date', refusal ?? undefined);
  }

  const described = (field: 'date' | 'time') => fieldAria(fieldId(field), errors[field], true);
  // The chosen date in words beside the field, whose own text reads 12/02/2026 either way round (issue #51).
  const dayId = `${fieldId('date')}-day`;
  const dateAria = described('date');

  let timeHint: string;
  if (!date) timeHint = t('booking.timeHint.chooseDate');
  else if (availability.error && !day) timeHint = t('booking.timeHint.loadFailed');
  else if (!day) timeHint = t('booking.timeHint.loading');
  else if (!day.slots.some((slot) => slot.available)) timeHint = t('booking.timeHint.none');
  else timeHint = t('booking.timeHint.zone', { zone: timeZoneLabel(timeZone, t.locale) });
  const slotLabel = (slotTime: string) => clockLabel(slotTime, { locale: t.locale });

  return (
    <>
      <div className="field">
        <label htmlFor={fieldId('date')} className={REQUIRED_LABEL}>
          {t('booking.date')}
        </label>
        <input
          type="date"
          name="date"
          min={bookingWindow.firstDate}
          max={bookingWindow.lastDate}
          value={date}
          onChange={chooseDate}
          {...dateAria}
          aria-describedby={date ? `${dayId} ${dateAria['aria-describedby']}` : dateAria['aria-describedby']}
        />
        {date && (
          <p className="field-echo" id={dayId}>
            {dayInWords(date, t.locale)}
          </p>
        )}
        <p className="field-hint" id={`${fieldId('date')}-hint`}>
          {t('booking.openDays', { days: dayList(rules.availableDays, t) })}
          {closuresAhead.map((closure) => ` ${closureNotice(closure, t)}`)}
        </p>
        <div aria-live="polite">
          <FieldError fieldId={fieldId('date')} message={errors.date} />
        </div>
      </div>

      <div className="field">
        <label htmlFor={fieldId('time')} className={REQUIRED_LABEL}>
          {t('booking.time')}
        </label>
        <select
          name="time"
          value={time}
          disabled={!day}
          onChange={(event) => {
            const startsAt = event.target.value;
            onChange({ date, time: startsAt, clock: day?.slots.find((slot) => slot.startsAt === startsAt)?.time });
            onError('time', undefined);
          }}
          {...described('time')}
        >
          <option value="">{t('booking.selectTime')}</option>
          {day?.slots.map((slot) => (
            <option key={slot.startsAt} value={slot.startsAt} disabled={!slot.available}>
              {slot.available ? slotLabel(slot.time) : t('booking.slotUnavailable', { time: slotLabel(slot.time) })}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${fieldId('time')}-hint`} aria-live="polite">
          {timeHint}
        </p>
        <FieldError fieldId={fieldId('time')} message={errors.time} />
      </div>
    </>
  );
}
