import { comparedWords, visibleText } from '../text/normalise';
import { SERVICE_TYPE_LABELS, type ServiceTypeValue } from './service-types';

/**
 * How long each kind of job takes, who does it, and the travel between jobs (issue #50): the
 * scheduling settings' part that decides whether a start time leaves a crew free for the whole job.
 * The spec's 30-minute grid stays the grid of possible start times.
 */

/** What the owner sets per service type. */
export interface ServiceRule {
  serviceType: ServiceTypeValue;
  /** How long the job takes, in minutes. */
  minutes: number;
  /** Whether visitors may book it on the website (otherwise they are asked to call). */
  bookableOnline: boolean;
  /** Whether an online booking of it is confirmed when it is made (otherwise it waits for the owner); left out: it waits. */
  confirmAtOnce?: boolean;
}

/** A crew: the people and van one job at a time goes out with. Its id is stable; its name is the owner's. */
export interface Crew {
  id: number;
  name: string;
}

export interface JobRules {
  services: readonly ServiceRule[];
  /** Kept free after every job, for the drive to the next one. */
  travelBufferMinutes: number;
  crews: readonly Crew[];
}

export const DEFAULT_SERVICE_MINUTES: Readonly<Record<ServiceTypeValue, number>> = {
  repair: 120,
  installation: 240,
  maintenance: 90,
  inspection: 60,
  emergency: 120,
  other: 60,
};

export const DEFAULT_JOB_RULES: JobRules = {
  services: (Object.keys(SERVICE_TYPE_LABELS) as ServiceTypeValue[]).map((serviceType) => ({
    serviceType,
    minutes: DEFAULT_SERVICE_MINUTES[serviceType],
    bookableOnline: true,
    confirmAtOnce: false,
  })),
  travelBufferMinutes: 30,
  crews: [{ id: 1, name: 'Crew 1' }],
};

export const MAX_CREWS = 20;
export const MAX_CREW_NAME_LENGTH = 40;
/** A job's length: a quarter of an hour to twelve hours, in quarters. */
export const JOB_MINUTES = { min: 15, max: 720, step: 15 } as const;
export const TRAVEL_BUFFER_MINUTES = { min: 0, max: 240, step: 5 } as const;

export const JobRuleMessages = {
  serviceMinutes: `A job's length is ${JOB_MINUTES.min} to ${JOB_MINUTES.max} minutes, in steps of ${JOB_MINUTES.step}`,
  serviceListed: 'List each service type once',
  bufferMinutes: `The travel time between jobs is ${TRAVEL_BUFFER_MINUTES.min} to ${TRAVEL_BUFFER_MINUTES.max} minutes, in steps of ${TRAVEL_BUFFER_MINUTES.step}`,
  crewCount: `Keep 1 to ${MAX_CREWS} crews`,
  crewName: `Name each crew (at most ${MAX_CREW_NAME_LENGTH} characters)`,
  crewNameTaken: (name: string) => `Two crews are named ${name}: give each its own name`,
  crewIds: 'Each crew keeps its own number',
  crewHasJobs: (name: string, jobs: number) =>
    `${name} has ${jobs === 1 ? '1 upcoming job' : `${jobs} upcoming jobs`}: move ${jobs === 1 ? 'it' : 'them'} to another crew first`,
  unknownCrew: (id: number) => `There is no crew ${id}`,
} as const;

/** The rule of one service type (a stored list written before a type existed reads it at its default). */
export function serviceRule(rules: Pick<JobRules, 'services'>, serviceType: ServiceTypeValue): ServiceRule {
  return (
    rules.services.find((rule) => rule.serviceType === serviceType) ?? {
      serviceType,
      minutes: DEFAULT_SERVICE_MINUTES[serviceType],
      bookableOnline: true,
      confirmAtOnce: false,
    }
  );
}

/** Why these job rules cannot be kept, or undefined. Crew removals are checked against the jobs by the server. */
export function jobRulesRefusal({ services, travelBufferMinutes, crews }: JobRules): string | undefined {
  const inSteps = (value: number, { min, max, step }: { min: number; max: number; step: number }) =>
    Number.isInteger(value) && value >= min && value <= max && value % step === 0;
  if (new Set(services.map((rule) => rule.serviceType)).size !== services.length) return JobRuleMessages.serviceListed;
  if (!services.every((rule) => inSteps(rule.minutes, JOB_MINUTES))) return JobRuleMessages.serviceMinutes;
  if (!inSteps(travelBufferMinutes, TRAVEL_BUFFER_MINUTES)) return JobRuleMessages.bufferMinutes;
  if (crews.length < 1 || crews.length > MAX_CREWS) return JobRuleMessages.crewCount;
  if (new Set(crews.map((crew) => crew.id)).size !== crews.length || !crews.every((crew) => Number.isInteger(crew.id) && crew.id >= 1))
    return JobRuleMessages.crewIds;
  const names = crews.map((crew) => crew.name.trim());
  if (!names.every((name) => visibleText(name).trim().length > 0 && name.length <= MAX_CREW_NAME_LENGTH)) return JobRuleMessages.crewName;
  // Compared as people read them: "Mike", "mike " and "Mіke" with a Cyrillic і are one name.
  const readAs = names.map((name) => comparedWords(name).join(' '));
  const taken = names.find((_, index) => readAs.indexOf(readAs[index]) !== index);
  return taken === undefined ? undefined : JobRuleMessages.crewNameTaken(taken);
}
