import { useMutation } from '@apollo/client/react';
import { useCallback, useId, useState } from 'react';
import { appointmentMessageWords, formatInZone, type SchedulingRules, type BookingWindow } from '@plumbing/shared';
import type { ManagedAppointmentFieldsFragment } from '../../../gql/graphql';
import { AppFieldset } from '../../../ui/controls/app-controls';
import { useRevealOnChange } from '../../../ui/use-reveal';
import { CancelAppointmentByTokenMutation, RescheduleAppointmentByTokenMutation } from './manage-appointment-operations';
import { SlotPicker, type SlotChoice } from './slot-picker';
import { useWords } from '../../../platform/i18n/words';

type Step = 'choose' | 'reschedule' | 'cancel';
const NO_SLOT: SlotChoice = { date: '', time: '' };

interface ManageAppointmentActionsProps {
  token: string;
  appointment: ManagedAppointmentFieldsFragment;
  rules: SchedulingRules;
  bookingWindow: BookingWindow;
  timeZone: string;
  /** The appointment as the server answered a change. */
  onChanged: (appointment: ManagedAppointmentFieldsFragment) => void;
}

/**
 * Reschedule and Cancel, each asking for a confirming click before anything changes (a link
 * scanner that fetches the page clicks nothing). Plain React: a public page.
 */
export function ManageAppointmentActions({ token, appointment, rules, bookingWindow, timeZone, onChanged }: ManageAppointmentActionsProps) {
  const id = useId();
  const [step, setStep] = useState<Step>('choose');
  const [slot, setSlot] = useState<SlotChoice>(NO_SLOT);
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useWords();
  const [cancel, cancelling] = useMutation(CancelAppointmentByTokenMutation);
  const [reschedule, rescheduling] = useMutation(RescheduleAppointmentByTokenMutation);
  const busy = cancelling.loading || rescheduling.loading;
  // The outcome shows where the eye is, on a phone too.
  const outcomeRef = useRevealOnChange<HTMLDivElement>(outcome);
  const showError = useCallback(
    (field: 'date' | 'time', message: string | undefined) => setErrors((current) => ({ ...current, [field]: message })),
    [],
  );

  async function run(
    change: () => Promise<{ success: boolean; error: string | null; appointment: ManagedAppointmentFieldsFragment | null } | undefined>,
    done: string,
  ) {
    setOutcome(null);
    try {
      const answer = await change();
      if (answer?.appointment) onChanged(answer.appointment);
      if (answer?.success) {
        setStep('choose');
        setSlot(NO_SLOT);
      }
      setOutcome(
        answer?.success
          ? { ok: true, text: done }
          : { ok: false, text: answer?.error ? appointmentMessageWords(t, answer.error) : t('manage.failed') },
      );
    } catch {
      setOutcome({ ok: false, text: t('manage.failed') });
    }
  }

  function confirmReschedule() {
    if (!slot.time) {
      // Said once: under the date until one is picked, then under the time.
      setErrors(slot.date ? { time: t('manage.chooseTime') } : { date: t('manage.chooseTime') });
      return;
    }
    void run(
      async () => (await reschedule({ variables: { token, preferredDate: slot.time } })).data?.rescheduleAppointmentByToken,
      t('manage.rescheduled'),
    );
  }

  const fieldId = (field: 'date' | 'time') => `${id}-${field}`;
  return (
    <AppFieldset className="form-fieldset manage-actions" disabled={busy}>
      <legend className="visually-hidden">{t('manage.changeLegend')}</legend>
      {outcome && (
        <div
          ref={outcomeRef}
          tabIndex={-1}
          className={`banner ${outcome.ok ? 'banner-success' : 'banner-error'}`}
          role={outcome.ok ? 'status' : 'alert'}
        >
          <p>{outcome.text}</p>
        </div>
      )}
      {step === 'choose' && appointment.canChange && (
        <div className="button-row">
          <button type="button" className="button button-primary" onClick={() => setStep('reschedule')}>
            {t('manage.reschedule')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => setStep('cancel')}>
            {t('manage.cancel')}
          </button>
        </div>
      )}
      {step === 'reschedule' && appointment.canChange && (
        <div className="manage-step">
          <h3>{t('manage.pickTitle')}</h3>
          <div className="form-grid">
            <SlotPicker
              fieldId={fieldId}
              manageToken={token}
              rules={rules}
              bookingWindow={bookingWindow}
              timeZone={timeZone}
              value={slot}
              onChange={setSlot}
              errors={errors}
              onError={showError}
            />
          </div>
          <ConfirmButtons
            label={
              busy
                ? t('manage.working')
                : t('manage.confirmReschedule', {
                    when: slot.time ? formatInZone(new Date(slot.time), timeZone, t.locale) : t('manage.thisTime'),
                  })
            }
            onConfirm={confirmReschedule}
            onKeep={() => setStep('choose')}
          />
        </div>
      )}
      {step === 'cancel' && appointment.canChange && (
        <div className="manage-step">
          <p>{t('manage.cancelQuestion')}</p>
          <ConfirmButtons
            label={busy ? t('manage.working') : t('manage.confirmCancel')}
            accent
            onConfirm={() =>
              void run(async () => (await cancel({ variables: { token } })).data?.cancelAppointmentByToken, t('manage.cancelled'))
            }
            onKeep={() => setStep('choose')}
          />
        </div>
      )}
    </AppFieldset>
  );
}

/** The confirming click of a change, and the way back without changing anything. */
function ConfirmButtons({
  label,
  accent = false,
  onConfirm,
  onKeep,
}: {
  label: string;
  accent?: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const t = useWords();
  return (
    <div className="button-row">
      <button type="button" className={`button ${accent ? 'button-accent' : 'button-primary'}`} onClick={onConfirm}>
        {label}
      </button>
      <button type="button" className="button button-secondary" onClick={onKeep}>
        {t('manage.keep')}
      </button>
    </div>
  );
}
