import { Button } from 'antd';
import { memo, useState } from 'react';
import type { AdminAppointment } from './appointment-operations';
import type { Outcome } from './appointment-status';
import { NewJobDialog } from './new-job-dialog';

interface NewJobButtonProps {
  timeZone: string;
  onCreated: (appointment: AdminAppointment, outcome: Outcome) => void;
}

/** "New job" on the calendar and on Today (issue #50): the form opens on the first free time from today. */
export const NewJobButton = memo(function NewJobButton({ timeZone, onCreated }: NewJobButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" size="large" onClick={() => setOpen(true)}>
        New job
      </Button>
      {open && (
        <NewJobDialog
          defaults={{}}
          timeZone={timeZone}
          onClose={() => setOpen(false)}
          onCreated={(appointment, outcome) => {
            setOpen(false);
            onCreated(appointment, outcome);
          }}
        />
      )}
    </>
  );
});
