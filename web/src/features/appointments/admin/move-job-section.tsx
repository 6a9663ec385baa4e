import { useQuery } from '@apollo/client/react';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { OutcomeBanner } from '../../../ui/admin/admin-screen-parts';
import type { AdminAppointment } from './appointment-operations';
import type { Outcome } from './appointment-status';
import { MOVABLE_STATUSES } from './calendar-events';
import { CrewSelect } from './crew-select';
import { MoveJobPicker } from './move-job-picker';
import { JobSettingsQuery } from './owner-schedule-operations';
import { useMoveJob } from './use-move-job';

/**
 * The dialog's time and crew (issue #50): Move to a free time (the customer is e-mailed) and, with
 * several crews, the crew the job goes to. The outcome shows right under them.
 */
export function MoveJobSection({ appointment, timeZone }: { appointment: AdminAppointment; timeZone: string }) {
  const ids = useId();
  const { data } = useQuery(JobSettingsQuery);
  const crews = data?.appointmentSettings.crews ?? [];
  const { move, reassign } = useMoveJob(timeZone, crews);
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    setPicking(false);
    setOutcome(null);
  }, [appointment.id]);

  async function run(change: () => Promise<Outcome>) {
    setBusy(true);
    setOutcome(null);
    const result = await change();
    setBusy(false);
    setOutcome(result);
    if (result.type !== 'error') setPicking(false);
  }

  const movable = MOVABLE_STATUSES.has(appointment.status);
  return (
    <section aria-labelledby={`${ids}-heading`}>
      <Typography.Title level={5} id={`${ids}-heading`}>
        Time and crew
      </Typography.Title>
      {!movable ? (
        <Typography.Text type="secondary">Only a pending or confirmed job can be moved.</Typography.Text>
      ) : picking ? (
        <MoveJobPicker
          appointment={appointment}
          crews={crews}
          timeZone={timeZone}
          busy={busy}
          onMove={(startsAt, crew) => void run(() => move(appointment, new Date(startsAt), crew))}
          onCancel={() => setPicking(false)}
        />
      ) : (
        <Flex wrap gap="middle" align="end">
          <Button size="large" onClick={() => setPicking(true)}>
            Move
          </Button>
          {crews.length > 1 && (
            <CrewSelect
              crews={crews}
              value={appointment.crew}
              busy={busy}
              onChange={(crew) => void run(() => reassign(appointment, crew))}
            />
          )}
        </Flex>
      )}
      <div className="admin-dialog-outcome-slot">
        <OutcomeBanner outcome={outcome} onDismiss={() => setOutcome(null)} />
      </div>
    </section>
  );
}
