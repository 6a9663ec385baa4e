import { jobEvents } from './calendar-events';
import { at, job, TIME_ZONE, TWO_CREWS } from '../../../../test/owner-schedule.fixtures';

const TUESDAY = '2026-03-10';
const dana = job('a1', 'Dana Reyes', at(TUESDAY, '09:30'), { crew: 2 });
const eli = job('a2', 'Eli Moss', at(TUESDAY, '08:00'));

describe('jobEvents', () => {
  it('draws each job at its business time, in its crew, in order of start', () => {
    expect(
      jobEvents([dana, eli], TWO_CREWS, TIME_ZONE).map(({ job: { customerName }, start, end, crewName }) => [
        customerName,
        `${start.getHours()}:${start.getMinutes()}`,
        `${end.getHours()}:${end.getMinutes()}`,
        crewName,
      ]),
    ).toEqual([
      ['Eli Moss', '8:0', '10:0', 'Crew Ana'],
      ['Dana Reyes', '9:30', '11:30', 'Crew Ben'],
    ]);
  });

  it('works a job out once while the cache hands back its object, in whichever answer holds it', () => {
    const [first] = jobEvents([eli, dana], TWO_CREWS, TIME_ZONE);
    // Another answer (the next view's, or the same view asked again) holding the same job.
    expect(jobEvents([dana, eli], TWO_CREWS, TIME_ZONE)[0]).toBe(first);
  });

  it('works it out again when the zone or the crew’s name changed', () => {
    const [inTampa] = jobEvents([eli], TWO_CREWS, TIME_ZONE);
    const [inDenver] = jobEvents([eli], TWO_CREWS, 'America/Denver');
    expect(inDenver.start.getHours()).toBe(6);
    const [renamed] = jobEvents([eli], [{ ...TWO_CREWS[0], name: 'Crew Ada' }, TWO_CREWS[1]], TIME_ZONE);
    expect(renamed.crewName).toBe('Crew Ada');
    expect(jobEvents([eli], TWO_CREWS, TIME_ZONE)[0]).not.toBe(inTampa);
  });
});
