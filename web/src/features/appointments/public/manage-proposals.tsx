import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { AppointmentMessages, appointmentMessageWords, formatInZone } from '@plumbing/shared';
import type { ManagedAppointmentFieldsFragment } from '../../../gql/graphql';
import { useWords } from '../../../platform/i18n/words';
import { AppButton, AppFieldset } from '../../../ui/controls/app-controls';
import { useRevealOnChange } from '../../../ui/use-reveal';
import { BookProposedTimeByTokenMutation } from './manage-appointment-operations';

interface ManageProposalsProps {
  token: string;
  appointment: ManagedAppointmentFieldsFragment;
  timeZone: string;
  phone: string;
  /** The appointment as the server answered the booking. */
  onChanged: (appointment: ManagedAppointmentFieldsFragment) => void;
}

/**
 * The other times the owner proposed with a rejection (issue #50), held for the customer: the one
 * their e-mail's button named (`?time=` in the link) chosen already, and one press of "Book this
 * time" books it, confirmed. Opening the page books nothing: link scanners open links too. A time
 * no longer held is said so, with the phone.
 */
export function ManageProposals({ token, appointment, timeZone, phone, onChanged }: ManageProposalsProps) {
  const id = useId();
  const t = useWords();
  const { search } = useLocation();
  // The server's render has no query string: the link's time is read once the page runs, so both render alike.
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => setAsked(new URLSearchParams(search).get('time')), [search]);
  const [choice, setChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const outcomeRef = useRevealOnChange<HTMLDivElement>(outcome);
  const [book, { loading }] = useMutation(BookProposedTimeByTokenMutation);

  const at = (iso: string) => formatInZone(new Date(iso), timeZone, t.locale);
  const sameTime = (iso: string) => asked !== null && Date.parse(iso) === Date.parse(asked);
  const held = appointment.proposals.filter((proposal) => proposal.held);
  const chosen = choice ?? held.find((proposal) => sameTime(proposal.startsAt))?.startsAt ?? null;
  // The link's time is no longer held (and is not the visit booked): said before anything is pressed.
  const lost =
    asked !== null && !outcome && !held.some((proposal) => sameTime(proposal.startsAt)) && !sameTime(appointment.startsAt)
      ? appointment.proposals.some((proposal) => sameTime(proposal.startsAt))
        ? AppointmentMessages.proposalExpired(phone)
        : AppointmentMessages.proposalGone(phone)
      : null;

  async function bookChosen() {
    if (!chosen) {
      setOutcome({ ok: false, text: t('manage.proposals.choose') });
      return;
    }
    setOutcome(null);
    try {
      const answer = (await book({ variables: { token, startsAt: chosen } })).data?.bookProposedTimeByToken;
      if (answer?.appointment) onChanged(answer.appointment);
      setOutcome(
        answer?.success
          ? { ok: true, text: t('manage.proposals.booked', { when: at(chosen) }) }
          : { ok: false, text: answer?.error ? appointmentMessageWords(t, answer.error) : t('manage.failed') },
      );
    } catch {
      setOutcome({ ok: false, text: t('manage.failed') });
    }
  }

  if (held.length === 0 && !outcome && !lost) return null;
  return (
    <section className="manage-proposals" aria-labelledby={held.length > 0 ? `${id}-title` : undefined}>
      {(outcome || lost) && (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className={`banner ${outcome?.ok ? 'banner-success' : 'banner-error'}`}
          role={outcome?.ok ? 'status' : 'alert'}
        >
          <p>{outcome ? outcome.text : appointmentMessageWords(t, lost!)}</p>
        </div>
      )}
      {held.length > 0 && (
        <div className="manage-step">
          <h3 id={`${id}-title`}>{t('manage.proposals.title')}</h3>
          <p>{t('manage.proposals.lead', { until: at(held[0].heldUntil) })}</p>
          <AppFieldset className="proposal-choices" disabled={loading}>
            <legend className="visually-hidden">{t('manage.proposals.legend')}</legend>
            {held.map((proposal) => (
              <label key={proposal.startsAt} className="proposal-choice">
                <input
                  type="radio"
                  name={`${id}-time`}
                  value={proposal.startsAt}
                  checked={chosen === proposal.startsAt}
                  onChange={() => setChoice(proposal.startsAt)}
                />
                <span>{at(proposal.startsAt)}</span>
              </label>
            ))}
          </AppFieldset>
          <div className="button-row">
            <AppButton type="button" className="button button-primary" disabled={loading} onClick={() => void bookChosen()}>
              {loading ? t('manage.working') : t('manage.proposals.book')}
            </AppButton>
          </div>
        </div>
      )}
    </section>
  );
}
