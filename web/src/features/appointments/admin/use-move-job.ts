import { useMutation } from '@apollo/client/react';
import type { Crew } from '@plumbing/shared';
import { formatVisit } from '../../../ui/admin/date-time';
import { saveErrorText } from '../../../ui/admin/save-feedback';
import type { MoveAppointmentMutation as MoveAppointmentMutationAnswer } from '../../../gql/graphql';
import type { AdminAppointment } from './appointment-operations';
import type { Outcome } from './appointment-status';
import { crewName } from './calendar-events';
import { JobMessages, moveOutcome } from './job-outcomes';
import { AssignAppointmentCrewMutation, MoveAppointmentMutation } from './owner-schedule-operations';

/**
 * Moving a job to another time or crew (issue #50), by a drag on the calendar or the dialog's Move,
 * and giving it to another crew at the same time. Each answers the outcome to show where the owner
 * looks: where the job went and whether the customer was e-mailed, or the server's refusal. A
 * drag shows the job at its new place at once, and back where it was if the server refuses.
 */
export function useMoveJob(timeZone: string, crews: readonly Crew[]) {
  const [moveAppointment] = useMutation(MoveAppointmentMutation);
  const [assignCrew] = useMutation(AssignAppointmentCrewMutation);

  async function move(job: AdminAppointment, startsAt: Date, crew: number): Promise<Outcome> {
    const preferredDate = startsAt.toISOString();
    try {
      const { data } = await moveAppointment({
        variables: { id: job.id, startsAt: preferredDate, crew },
        // `job` is as the cache holds it, its type names included; the answer's own type name is the cache's to read.
        optimisticResponse: {
          moveAppointment: {
            __typename: 'AppointmentStatusPayload',
            appointment: { ...job, preferredDate, crew, keptOverlapping: false },
            emailSent: false,
            emailError: null,
            emailRecorded: false,
          },
        } as MoveAppointmentMutationAnswer,
      });
      if (!data) return { type: 'error', text: JobMessages.moveFailed };
      return moveOutcome(job, formatVisit(preferredDate, timeZone), crewName(crews, crew), data.moveAppointment);
    } catch (thrown) {
      return { type: 'error', text: saveErrorText(thrown) ?? JobMessages.moveFailed };
    }
  }

  async function reassign(job: AdminAppointment, crew: number): Promise<Outcome> {
    try {
      await assignCrew({ variables: { id: job.id, crew } });
      return {
        type: 'success',
        text: `${job.customerName}'s job now goes to ${crewName(crews, crew)}, at the same time. Nobody was emailed.`,
      };
    } catch (thrown) {
      return { type: 'error', text: saveErrorText(thrown) ?? JobMessages.crewFailed };
    }
  }

  return { move, reassign };
}
