import { crewForStart, firstFreeCrew, jobSpan, MINUTE_MS, type StartCheck } from './crew-availability';
import { DEFAULT_JOB_RULES, jobRulesRefusal, JobRuleMessages, serviceRule } from './job-rules';

const at = (time: string) => Date.parse(`2026-12-02T${time}:00Z`);
const job = (crew: number, start: string, minutes: number, buffer = 30) => ({ crew, ...jobSpan(at(start), minutes, buffer) });

describe('which crew is free for a job (issue #50)', () => {
  const day: StartCheck = {
    dayBookable: true,
    now: at('06:00'),
    closesAt: at('17:00'),
    minutes: 60,
    bufferMinutes: 30,
    crews: [1],
    jobs: [],
    busy: [],
  };

  it('holds a 4-hour installation at 9:00 until 13:30 (its length and the travel buffer)', () => {
    const installation = { ...day, jobs: [job(1, '09:00', 240)] };
    expect(['08:00', '09:30', '10:00', '12:30', '13:00'].map((time) => crewForStart(at(time), installation))).toEqual([
      null, // 8:00-9:00 plus the drive overlaps 9:00
      null,
      null,
      null,
      null,
    ]);
    expect(crewForStart(at('07:30'), installation)).toBe(1); // 7:30-8:30, the drive until 9:00
    expect(crewForStart(at('13:30'), installation)).toBe(1);
  });

  it('goes to the first free crew in the owner’s order, and none when every crew is out', () => {
    const jobs = [job(1, '09:00', 240), job(3, '09:00', 120)];
    expect(crewForStart(at('10:00'), { ...day, crews: [1, 2, 3], jobs })).toBe(2);
    expect(crewForStart(at('10:00'), { ...day, crews: [3, 1], jobs })).toBeNull();
    expect(crewForStart(at('11:30'), { ...day, crews: [3, 1], jobs })).toBe(3);
  });

  it('ends the job by closing time, in the future, on a bookable day', () => {
    expect(crewForStart(at('16:00'), day)).toBe(1);
    expect(crewForStart(at('16:30'), day)).toBeNull(); // would end 17:30
    expect(crewForStart(at('16:00'), { ...day, minutes: 240 })).toBeNull();
    expect(crewForStart(at('06:00'), day)).toBeNull(); // not after now
    expect(crewForStart(at('10:00'), { ...day, dayBookable: false })).toBeNull();
  });

  it('keeps busy times free: for every crew, or for the one crew they block', () => {
    const dentist = { start: at('11:00'), end: at('12:00') };
    expect(crewForStart(at('10:00'), { ...day, busy: [{ ...dentist, crew: null }] })).toBeNull();
    expect(crewForStart(at('12:00'), { ...day, busy: [{ ...dentist, crew: null }] })).toBe(1);
    expect(crewForStart(at('10:00'), { ...day, crews: [1, 2], busy: [{ ...dentist, crew: 1 }] })).toBe(2);
  });

  it('treats spans as half-open: a job may start where the last one’s buffer ends', () => {
    const span = jobSpan(at('10:30'), 60, 0);
    expect(firstFreeCrew(span, [1], [{ crew: 1, start: at('09:00'), end: at('10:30') }], [])).toBe(1);
    expect(firstFreeCrew(span, [1], [{ crew: 1, start: at('09:00'), end: at('10:30') + MINUTE_MS }], [])).toBeNull();
  });
});

describe('the job rules the owner sets', () => {
  it('default to the lengths of issue #50, a 30-minute drive and one crew', () => {
    expect(Object.fromEntries(DEFAULT_JOB_RULES.services.map((rule) => [rule.serviceType, rule.minutes]))).toEqual({
      inspection: 60,
      repair: 120,
      maintenance: 90,
      installation: 240,
      emergency: 120,
      other: 60,
    });
    expect(DEFAULT_JOB_RULES.travelBufferMinutes).toBe(30);
    expect(DEFAULT_JOB_RULES.crews).toEqual([{ id: 1, name: 'Crew 1' }]);
    expect(jobRulesRefusal(DEFAULT_JOB_RULES)).toBeUndefined();
  });

  it('read a service type missing from a stored list at its default', () => {
    expect(serviceRule({ services: [] }, 'installation')).toEqual({
      serviceType: 'installation',
      minutes: 240,
      bookableOnline: true,
      confirmAtOnce: false,
    });
  });

  it('refuse lengths off the quarter hours, a buffer out of range, no crew, too many, unnamed or twin names', () => {
    const rules = DEFAULT_JOB_RULES;
    const withService = (minutes: number) => ({ ...rules, services: [{ serviceType: 'repair' as const, minutes, bookableOnline: true }] });
    expect(jobRulesRefusal(withService(10))).toBe(JobRuleMessages.serviceMinutes);
    expect(jobRulesRefusal(withService(100))).toBe(JobRuleMessages.serviceMinutes);
    expect(jobRulesRefusal(withService(735))).toBe(JobRuleMessages.serviceMinutes);
    expect(jobRulesRefusal({ ...rules, services: [...rules.services, rules.services[0]] })).toBe(JobRuleMessages.serviceListed);
    expect(jobRulesRefusal({ ...rules, travelBufferMinutes: 7 })).toBe(JobRuleMessages.bufferMinutes);
    expect(jobRulesRefusal({ ...rules, crews: [] })).toBe(JobRuleMessages.crewCount);
    const many = Array.from({ length: 21 }, (_, index) => ({ id: index + 1, name: `Van ${index + 1}` }));
    expect(jobRulesRefusal({ ...rules, crews: many })).toBe(JobRuleMessages.crewCount);
    expect(jobRulesRefusal({ ...rules, crews: [{ id: 1, name: '  ' }] })).toBe(JobRuleMessages.crewName);
    expect(jobRulesRefusal({ ...rules, crews: [{ id: 1, name: '\u200b' }] })).toBe(JobRuleMessages.crewName);
    // Look-alike letters and invisible characters make no new name.
    expect(
      jobRulesRefusal({
        ...rules,
        crews: [
          { id: 1, name: 'Mike' },
          { id: 2, name: 'M\u0456ke\u200b' },
        ],
      }),
    ).toBe(JobRuleMessages.crewNameTaken('M\u0456ke\u200b'));
    expect(
      jobRulesRefusal({
        ...rules,
        crews: [
          { id: 1, name: 'Mike' },
          { id: 2, name: 'mike ' },
        ],
      }),
    ).toBe(JobRuleMessages.crewNameTaken('mike'));
    expect(
      jobRulesRefusal({
        ...rules,
        crews: [
          { id: 2, name: 'A' },
          { id: 2, name: 'B' },
        ],
      }),
    ).toBe(JobRuleMessages.crewIds);
  });
});
