import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Flex, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { addDays, isCalendarDate, MAX_JOB_DATES, type Closure } from '@plumbing/shared';
import { formatVisit } from '../../../ui/admin/date-time';
import { useDialogLayout } from '../../../ui/admin/dialog-layout';
import { todayIn } from '../booking-calendar';
import type { AdminAppointment } from './appointment-operations';
import { STATUS_COLORS, STATUS_LABELS, withHeldTimes, type Outcome } from './appointment-status';
import { StatusNoteDialog, type NoteTarget, type StatusNote } from './status-note-dialog';
import { JobsOnDatesQuery } from './status-note-operations';
import { useStatusChange } from './use-status-change';

/** What the owner chose for the jobs on the days being closed: save and keep them, save and tell them, or neither. */
export type DaysOffChoice = 'keep' | 'notify' | 'back';

/** Every date a list of closures closes, in order, each once. */
export function datesClosedBy(closures: readonly Pick<Closure, 'from' | 'to'>[]): string[] {
  const dates = new Set<string>();
  for (const { from, to } of closures) {
    // A closure still being typed closes nothing yet; a single day may leave its last day empty.
    const last = to || from;
    if (!isCalendarDate(from) || !isCalendarDate(last)) continue;
    for (let date = from; date <= last; date = addDays(date, 1)) dates.add(date);
  }
  return [...dates].sort();
}

/** The dates of `after` that `before` did not close, from today on (the ones a save would newly close), at most the server's limit. */
export function newlyClosed(before: readonly string[], after: readonly string[], timeZone: string): string[] {
  const today = todayIn(timeZone);
  const closed = new Set(before);
  return after.filter((date) => date >= today && !closed.has(date)).slice(0, MAX_JOB_DATES);
}

const REASON = 'We are closed that day.';

/**
 * Days off over booked jobs (issue #50): before a closure is saved, the active
 * jobs it falls on; the owner keeps them, or has the customers told, each rejected as Reject does
 * (a reason, and other times held for them). `askBeforeSaving(dates)` answers the choice;
 * `notifyAfterSaving()` then lists the jobs to tell; `element` renders the dialogs.
 */
export function useDaysOffJobs(timeZone: string) {
  const client = useApolloClient();
  const [jobs, setJobs] = useState<AdminAppointment[]>([]);
  const [stage, setStage] = useState<'ask' | 'notify' | null>(null);
  const [answer, setAnswer] = useState<((choice: DaysOffChoice) => void) | null>(null);
  const [note, setNote] = useState<NoteTarget | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [told, setTold] = useState<Record<string, Outcome>>({});
  const applyStatus = useStatusChange();
  const layout = useDialogLayout(640);

  async function askBeforeSaving(dates: string[]): Promise<DaysOffChoice> {
    if (dates.length === 0) return 'keep';
    // Unanswered (the server out of reach), the save goes ahead and says whether it worked: the check is the owner's courtesy to customers.
    const found = await client
      .query({ query: JobsOnDatesQuery, variables: { dates }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.jobsOnDates ?? [])
      .catch(() => []);
    if (found.length === 0) return 'keep';
    setJobs(found);
    setTold({});
    setStage('ask');
    return new Promise((resolve) => setAnswer(() => resolve));
  }

  function choose(choice: DaysOffChoice) {
    answer?.(choice);
    setAnswer(null);
    setStage(null);
  }

  async function reject(rejection: StatusNote) {
    if (!note) return;
    setBusy(true);
    setNoteError(null);
    const result = await applyStatus(note.appointment.id, 'rejected', rejection);
    setBusy(false);
    if (result.type === 'error') return setNoteError(result.text);
    setTold((current) => ({ ...current, [note.appointment.id]: withHeldTimes(result, rejection.proposedTimes.length) }));
    setNote(null);
  }

  const count = jobs.length === 1 ? '1 job falls' : `${jobs.length} jobs fall`;
  const element = (
    <>
      <Modal
        open={stage !== null}
        title={stage === 'ask' ? `${count} on the days you are closing` : 'Tell the customers'}
        onCancel={() => (stage === 'ask' ? choose('back') : setStage(null))}
        closable={{ 'aria-label': 'Close' }}
        // Closed, it keeps no buttons: one left from the last question would answer nothing (the save would wait for ever).
        destroyOnHidden
        {...layout}
        footer={
          stage === 'ask' ? (
            <Flex justify="flex-end" wrap gap="small">
              <Button onClick={() => choose('back')}>Back</Button>
              <Button onClick={() => choose('keep')}>Keep them</Button>
              <Button type="primary" onClick={() => choose('notify')}>
                Notify and propose times
              </Button>
            </Flex>
          ) : (
            <Button type="primary" onClick={() => setStage(null)}>
              Done
            </Button>
          )
        }
      >
        <Typography.Paragraph>
          {stage === 'ask'
            ? 'Keep them: they stay booked, and nobody is told. Notify and propose times: once saved, reject each one here with a reason and other times held for the customer, as Reject does.'
            : 'Saved. Reject each job with a reason and other free times: the customer books one with one tap from their e-mail.'}
        </Typography.Paragraph>
        <ul className="days-off-jobs">
          {jobs.map((job) => (
            <li key={job.id}>
              <Flex wrap justify="space-between" align="center" gap="small">
                <span>
                  <strong>{job.customerName}</strong>, {formatVisit(job.preferredDate, timeZone)}{' '}
                  <Tag color={STATUS_COLORS[job.status]}>{STATUS_LABELS[job.status]}</Tag>
                </span>
                {stage === 'notify' &&
                  (told[job.id] ? (
                    <Alert type={told[job.id].type} showIcon title={told[job.id].text} />
                  ) : (
                    <Button danger onClick={() => setNote({ appointment: job, status: 'rejected', reason: REASON })}>
                      Reject & propose times
                    </Button>
                  ))}
              </Flex>
            </li>
          ))}
        </ul>
      </Modal>
      <StatusNoteDialog
        target={note}
        timeZone={timeZone}
        busy={busy}
        error={noteError}
        onSubmit={(rejection) => void reject(rejection)}
        onCancel={() => setNote(null)}
      />
    </>
  );
  return { askBeforeSaving, notifyAfterSaving: () => setStage('notify'), element };
}
