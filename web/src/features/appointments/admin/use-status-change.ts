import { useMutation } from '@apollo/client/react';
import type { AppointmentStatus } from '../../../gql/graphql';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import { SetAppointmentStatusMutation } from './appointment-operations';
import { statusChangeOutcome, StatusMessages, type Outcome } from './appointment-status';
import type { StatusNote } from './status-note-dialog';

/** Changes an appointment's status (with the note of a rejection or cancellation) and answers what the owner reads of it. */
export function useStatusChange(): (id: string, status: AppointmentStatus, note?: StatusNote) => Promise<Outcome> {
  const [setStatus] = useMutation(SetAppointmentStatusMutation);
  return async (id, status, note) => {
    try {
      const { data } = await setStatus({ variables: note ? { id, status, note } : { id, status } });
      return data ? statusChangeOutcome(status, data.setAppointmentStatus) : { type: 'error', text: StatusMessages.failed };
    } catch (thrown) {
      // The server's reason (e.g. another appointment holds the slot, a proposed time is no longer free) tells the owner what to do.
      return { type: 'error', text: saveErrorText(thrown) ?? StatusMessages.failed };
    }
  };
}
