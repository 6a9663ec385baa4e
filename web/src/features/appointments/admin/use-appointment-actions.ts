import { useApolloClient, useMutation } from '@apollo/client/react';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { wallClock } from '@plumbing/shared';
import type { AppointmentStatus } from '../../../gql/graphql';
import { formatVisit } from '../../../ui/admin/date-time';
import { useConfirmedDelete } from '../../../ui/admin/use-confirmed-delete';
import { useRevealOnChange } from '../../../ui/use-reveal';
import {
  AdminAppointmentsQuery as AdminAppointmentsDocument,
  DeleteAppointmentMutation,
  ResendEmailMutation,
  type AdminAppointment,
} from './appointment-operations';
import { contradictsCommunicated, statusChangePrompt, StatusMessages, takesNote, withHeldTimes, type Outcome } from './appointment-status';
import type { NoteTarget, StatusNote } from './status-note-dialog';
import { ClosedDayQuery } from './status-note-operations';
import { useStatusChange } from './use-status-change';

/** What the details dialog is given besides the appointment. */
export interface AppointmentDialogOptions {
  timeZone: string;
  onClose: () => void;
  /** Called after the appointment was deleted (the dialog closes itself through onClose). */
  onDeleted?: (appointment: AdminAppointment) => void;
}

/**
 * What the details dialog does to an appointment: change its status (asking first where the change
 * needs it; a rejection or cancellation through the note dialog, issue #50), delete it, resend an
 * e-mail, and the outcome each leaves. `appointmentId`: the one shown, if any; `contextHolder`
 * renders the confirmation prompts, `note` the note dialog's state.
 */
export function useAppointmentActions(appointmentId: string | undefined, { timeZone, onClose, onDeleted }: AppointmentDialogOptions) {
  const [modal, contextHolder] = Modal.useModal();
  const client = useApolloClient();
  const applyStatus = useStatusChange();
  const [noteFor, setNoteFor] = useState<(NoteTarget & { trigger: HTMLElement }) | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const deletion = useConfirmedDelete(modal, {
    mutation: DeleteAppointmentMutation,
    typename: 'Appointment',
    deleted: (data) => data.deleteAppointment,
  });
  const [resendEmail] = useMutation(ResendEmailMutation, { refetchQueries: [AdminAppointmentsDocument] });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRevealOnChange<HTMLDivElement>(outcome);
  const [changing, setChanging] = useState<AppointmentStatus | null>(null);
  const busy: AppointmentStatus | 'delete' | null = changing ?? (deletion.deletingId ? 'delete' : null);
  const [resending, setResending] = useState<string | null>(null);

  // Each appointment starts with a clean slate.
  useEffect(() => setOutcome(null), [appointmentId]);

  async function changeStatus(current: AdminAppointment, next: AppointmentStatus, trigger: HTMLElement) {
    if (takesNote(current.status, next)) {
      setNoteError(null);
      setNoteFor({ appointment: current, status: next, trigger });
      return;
    }
    if (next === 'confirmed' && !(await closedDayAccepted(current))) {
      trigger.focus();
      return;
    }
    const visitAhead = Date.parse(current.preferredDate) > Date.now() ? formatVisit(current.preferredDate, timeZone) : null;
    const prompt = statusChangePrompt(current.status, next, visitAhead);
    if (prompt) {
      const confirmed = await modal.confirm({
        title: prompt.title,
        content: prompt.content,
        okText: 'Yes, change it',
        cancelText: 'No',
        okButtonProps: { danger: contradictsCommunicated(current.status, next) },
        // Focus goes to the result once the server answers; the prompt must not pull it back to the button later.
        focusable: { focusTriggerAfterClose: false },
      });
      if (!confirmed) {
        trigger.focus();
        return;
      }
    }
    setChanging(next);
    setOutcome(null);
    setOutcome(await applyStatus(current.id, next));
    setChanging(null);
  }

  /** A job on a day the business is closed (a closure) is confirmed only once the owner says so. */
  async function closedDayAccepted(current: AdminAppointment): Promise<boolean> {
    const date = wallClock(new Date(current.preferredDate), timeZone).date;
    // The warning is a courtesy: without an answer the confirmation goes ahead, as it always did.
    const closed = await client
      .query({ query: ClosedDayQuery, variables: { date }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.closedDay ?? null)
      .catch(() => null);
    if (!closed) return true;
    return modal.confirm({
      title: `${formatVisit(current.preferredDate, timeZone)} is on a day you are closed. Confirm it anyway?`,
      content: closed,
      okText: 'Confirm anyway',
      cancelText: 'No',
      focusable: { focusTriggerAfterClose: false },
    });
  }

  /** The note dialog's rejection or cancellation: closed once the server took it; a refusal (a time taken meanwhile) stays in it. */
  async function submitNote(note: StatusNote) {
    if (!noteFor) return;
    setChanging(noteFor.status);
    setNoteError(null);
    const result = await applyStatus(noteFor.appointment.id, noteFor.status, note);
    setChanging(null);
    if (result.type === 'error') {
      setNoteError(result.text);
      return;
    }
    setNoteFor(null);
    setOutcome(withHeldTimes(result, note.proposedTimes.length));
  }

  function cancelNote() {
    noteFor?.trigger.focus();
    setNoteFor(null);
  }

  async function remove(current: AdminAppointment) {
    const result = await deletion.remove(current.id, {
      title: 'Are you sure you want to delete this appointment?',
      content: `The request of ${current.customerName} is removed for good. The customer is not notified.`,
      okText: 'Delete Appointment',
    });
    if (result === 'deleted') {
      onDeleted?.(current);
      onClose();
    } else if (result === 'failed') setOutcome({ type: 'error', text: `Failed to delete appointment with ID: ${current.id}` });
  }

  async function resend(emailId: string) {
    setResending(emailId);
    setOutcome(null);
    try {
      const { data } = await resendEmail({ variables: { id: emailId } });
      const answer = data?.resendEmail;
      setOutcome(
        answer?.sent
          ? { type: 'success', text: 'Email sent to customer.' }
          : answer?.recorded
            ? { type: 'warning', text: StatusMessages.resendRecorded }
            : { type: 'warning', text: `The email could not be sent${answer?.error ? `: ${answer.error}` : ''}. It will be retried.` },
      );
    } catch {
      setOutcome({ type: 'error', text: 'Failed to resend the email. Please try again.' });
    } finally {
      setResending(null);
    }
  }

  const note = {
    target: noteFor,
    error: noteError,
    busy: noteFor !== null && busy === noteFor.status,
    onSubmit: submitNote,
    onCancel: cancelNote,
  };
  return {
    contextHolder,
    note,
    outcome,
    outcomeRef,
    dismissOutcome: () => setOutcome(null),
    busy,
    resending,
    changeStatus,
    remove,
    resend,
  };
}
