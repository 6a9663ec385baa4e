import { useId } from 'react';
import { aboutLengthWords, clockLabel, dayInWords, SERVICE_TYPE_MESSAGE_IDS, type ServiceTypeValue } from '@plumbing/shared';
import { siteConfig } from '../../../platform/site-config';
import { richText, useWords } from '../../../platform/i18n/words';
import { CallLink } from '../../../ui/controls/call-link';
import { calendarFile, calendarFileHref } from './calendar-file';
import './booking-summary.css';

/** A request the server took, as the visitor made it: what the summary says back. */
export interface BookedVisit {
  serviceType: ServiceTypeValue;
  /** 'YYYY-MM-DD' and 'HH:MM' in the business zone. */
  date: string;
  clock: string;
  /** The slot's start, an ISO instant. */
  startsAt: string;
  /** How long the service's job takes (issue #50). */
  minutes: number;
  /** The service address as sent, or ''. */
  address: string;
  /** The calendar event's UID the server gave: the one the owner's confirmation updates. */
  calendarUid: string | null;
  /** Whether the customer is e-mailed (e-mail is set up); otherwise the office calls. */
  byEmail: boolean;
  /** Confirmed when it was made: the owner confirms this service at once (issue #50). */
  confirmed: boolean;
  requestedAt: Date;
}

/**
 * What was asked for, which stays after the green banner goes (issue #51): the service, the day and
 * time in words with the job's length, the address, the request as a calendar file, and the phone.
 */
export function BookingSummary({ visit }: { visit: BookedVisit }) {
  const t = useWords();
  const titleId = useId();
  const { name, phone } = siteConfig.business;
  const service = t(SERVICE_TYPE_MESSAGE_IDS[visit.serviceType]);
  const when = t('booking.summary.whenText', {
    day: dayInWords(visit.date, t.locale),
    time: clockLabel(visit.clock, { locale: t.locale }),
    length: aboutLengthWords(visit.minutes, t),
  });
  const file =
    visit.calendarUid &&
    calendarFile(
      {
        uid: visit.calendarUid,
        start: new Date(visit.startsAt),
        minutes: visit.minutes,
        summary: t('booking.calendar.summary', { service, business: name }),
        description: t(visit.confirmed ? 'booking.calendar.descriptionConfirmed' : 'booking.calendar.description', {
          business: name,
          phone,
        }),
        confirmed: visit.confirmed,
        location: visit.address || undefined,
      },
      visit.requestedAt,
    );
  const facts: Array<[string, string]> = [
    [t('booking.summary.service'), service],
    [t('booking.summary.when'), when],
    ...(visit.address ? [[t('booking.summary.address'), visit.address] as [string, string]] : []),
  ];

  return (
    <section className="booking-summary" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(visit.confirmed ? 'booking.summary.confirmedTitle' : 'booking.summary.title')}</h3>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t(visit.confirmed ? 'booking.summary.confirmed' : visit.byEmail ? 'booking.summary.byEmail' : 'booking.summary.byPhone')}</p>
      {file && (
        <a className="button button-secondary" href={calendarFileHref(file)} download="appointment.ics">
          {t('booking.summary.addToCalendar')}
        </a>
      )}
      <p>{richText(t, 'booking.summary.call', { link: (chunks) => <CallLink phone={phone}>{chunks}</CallLink> }, { phone })}</p>
    </section>
  );
}
