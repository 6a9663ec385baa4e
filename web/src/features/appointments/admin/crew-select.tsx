import { Select } from 'antd';
import { useId } from 'react';
import type { Crew } from '@plumbing/shared';

interface CrewSelectProps {
  crews: readonly Crew[];
  value: number;
  onChange: (crew: number) => void;
  busy?: boolean;
}

/** "Crew", labelled, with the crews by name (issue #50): the dialog's reassignment and its Move. */
export function CrewSelect({ crews, value, onChange, busy = false }: CrewSelectProps) {
  const id = useId();
  return (
    <div className="move-job-field">
      <label htmlFor={id}>Crew</label>
      <Select
        id={id}
        size="large"
        value={value}
        loading={busy}
        disabled={busy}
        onChange={onChange}
        options={crews.map((crew) => ({ value: crew.id, label: crew.name }))}
      />
    </div>
  );
}
