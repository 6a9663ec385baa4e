import { useMutation } from '@apollo/client/react';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { AppointmentStatus } from '../../../gql/graphql';
import { formatVisit } from '../../../ui/admin/date-time';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import { useConfirmedDelete } from '../../../ui/admin/use-confirmed-delete';
import { useRevealOnChange } from '../../../ui/use-reveal';
import {
  AdminAppointmentsQuery as AdminAppointmentsDocument,
  DeleteAppointmentMutation,
  ResendEmailMutation,
  SetAppointmentStatusMutation,
  type AdminAppointment,
} from './appointment-operations';
import { contradictsCommunicated, statusChangeOutcome, statusChangePrompt, StatusMessages, type Outcome } from './appointment-status';

/** What the details dialog is given besides the appointment. */
export interface AppointmentDialogOptions {
  timeZone: string;
  onClose: () => void;
  /** Called after the appointment was deleted (the dialog closes itself through onClose). */
  onDeleted?: (appointment: AdminAppointment) => void;
}

/**
 * What the details dialog does to an appointment: change its status (asking first where the change
 * needs it), delete it, resend an e-mail, and the outcome each leaves. `appointmentId`: the one
 * shown, if any; `contextHolder` renders the confirmation prompts.
 */
export function useAppointmentActions(appointmentId: string | undefined, { timeZone, onClose, onDeleted }: AppointmentDialogOptions) {
  const [modal, contextHolder] = Modal.useModal();
  const [setStatus] = useMutation(SetAppointmentStatusMutation);
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
    try {
      const { data } = await setStatus({ variables: { id: current.id, status: next } });
      setOutcome(data ? statusChangeOutcome(next, data.setAppointmentStatus) : { type: 'error', text: StatusMessages.failed });
    } catch (thrown) {
      // The server's reason (e.g. another appointment holds the slot) tells the owner what to do.
      setOutcome({ type: 'error', text: saveErrorText(thrown) ?? StatusMessages.failed });
    } finally {
      setChanging(null);
    }
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

  return { contextHolder, outcome, outcomeRef, dismissOutcome: () => setOutcome(null), busy, resending, changeStatus, remove, resend };
}
