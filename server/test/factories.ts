/**
 * Valid inputs for the server tests, each field overridable (the result keeps the overrides' own
 * types): a test names only what it is about. Typed as a client sends them (dates as ISO text,
 * enums as strings), with room for what a hostile client adds.
 */
import { SAMPLE_BUSINESS, type BusinessProfileData } from '@plumbing/shared';
import { DEFAULT_APPOINTMENT_SETTINGS } from '../src/modules/appointments/appointment-settings';

type Values<T> = T & { [field: string]: unknown };

/** A 9:30 AM EDT slot on Tuesday 2026-03-10, bookable under the default rules from the tests' Monday 2026-03-02. */
export const BOOKABLE_SLOT = '2026-03-10T13:30:00.000Z';

/** The half hours from `from` to `to`, inclusive ('09:00' … '11:30'): a day's start times as availability lists them. */
export function halfHours(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let minute = minutes(from); minute <= minutes(to); minute += 30) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`);
  }
  return times;
}

/** 9:00 AM EDT on the n-th weekday from Wednesday 2026-03-11: no two share a crew's day (issue #50), all inside the window. */
export function separateSlot(n: number): string {
  const weekdays = ['11', '12', '13', '16', '17', '18', '19', '20', '23', '24', '25', '26', '27', '30', '31'];
  return `2026-03-${weekdays[n]}T13:00:00.000Z`;
}

export type AppointmentRequest = Values<{
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  serviceType: string;
  description?: string;
  serviceAddress?: string | null;
  preferredDate: string;
  website?: string;
  locale?: string;
}>;

/** requestAppointment's input: a customer asking for BOOKABLE_SLOT. */
export function buildAppointment<Overrides extends Partial<AppointmentRequest>>(
  overrides = {} as Overrides,
): AppointmentRequest & Overrides {
  return {
    customerName: 'Dana Rivera',
    customerEmail: 'dana@example.com',
    customerPhone: '(813) 555-0100',
    serviceType: 'repair',
    description: 'Leaking kitchen faucet',
    preferredDate: BOOKABLE_SLOT,
    ...overrides,
  };
}

export type AppointmentSettingsValues = Values<{
  enableScheduling: boolean;
  availableDays: number[];
  availableHours: { start: string; end: string };
  minDaysInAdvance: number;
  maxDaysInAdvance: number;
  changeCutoffHours?: number;
  reminderLeadHours?: number;
  reviewDelayHours?: number;
  services?: Array<{ serviceType: string; minutes: number; bookableOnline: boolean; confirmAtOnce?: boolean }>;
  travelBufferMinutes?: number;
  crews?: Array<{ id: number; name: string }>;
}>;

/** saveAppointmentSettings' input: the spec §9 defaults (Monday to Friday, 09:00 to 17:00, 1 to 30 days ahead). */
export function buildAppointmentSettings<Overrides extends Partial<AppointmentSettingsValues>>(
  overrides = {} as Overrides,
): AppointmentSettingsValues & Overrides {
  return { ...DEFAULT_APPOINTMENT_SETTINGS, ...overrides };
}

export type ContactMessageValues = Values<{
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  website?: string;
  locale?: string;
}>;

/** sendContactMessage's input: a visitor asking for a quote. */
export function buildContactMessage<Overrides extends Partial<ContactMessageValues>>(
  overrides = {} as Overrides,
): ContactMessageValues & Overrides {
  return {
    name: 'Sam Okafor',
    email: 'Sam@Example.com',
    phone: '(813) 555-0177',
    service: 'installation',
    message: 'Please quote a new water heater.\nGarage install, 50 gallons.',
    ...overrides,
  };
}

export type PageValues = Values<{
  id?: string;
  expectedUpdatedAt?: string | null;
  title: string;
  slug: string;
  content?: string;
  type?: string;
  seo?: Record<string, unknown>;
  /** The Spanish version (issue #41). */
  es?: { title?: string; content?: string; seoTitle?: string; seoDescription?: string } | null;
}>;

/** savePage's input: the least a page needs, a title and a slug (everything else takes its default). */
export function buildPage<Overrides extends Partial<PageValues>>(overrides = {} as Overrides): PageValues & Overrides {
  return { title: 'Drain Cleaning', slug: 'drain-cleaning', ...overrides };
}

/** A project's Spanish version (issue #41), as saveProject takes it and answers it. */
export interface ProjectTranslation {
  title: string;
  description: string;
  type: string;
  details: string;
  duration: string;
  location: string;
  challenge: string;
  solution: string;
  outcome: string;
  highlights: string[];
  services: string[];
  materials: string[];
}

export type ProjectValues = Values<{
  id?: string;
  expectedUpdatedAt?: string | null;
  title: string;
  description: string;
  category: string;
  image: string;
  completionDate: string;
  type: string;
  highlights: string[];
  specifications: { duration: string; location: string; services: string[]; materials: string[] };
  projectDetails: { challenge: string; solution: string; outcome: string };
  gallery: Array<{ url: string; caption: string }>;
  tableOnly?: boolean;
  /** The Spanish version (issue #41). */
  es?: Partial<ProjectTranslation> | null;
  /** The slug of the service area it was done in (issue #42). */
  serviceArea?: string | null;
}>;

/** saveProject's input: a residential project with a web photo and every required field. */
export function buildProject<Overrides extends Partial<ProjectValues>>(overrides = {} as Overrides): ProjectValues & Overrides {
  return {
    title: 'Kitchen repipe',
    description: 'Replaced corroded galvanized lines with PEX.',
    category: 'Residential',
    image: 'https://example.com/kitchen.jpg',
    completionDate: '06/22/2025',
    type: 'Repiping',
    highlights: ['Done in a day'],
    specifications: { duration: '24 hours', location: 'South Tampa', services: ['Repiping'], materials: ['PEX-A'] },
    projectDetails: { challenge: 'Low pressure', solution: 'New lines', outcome: 'Full pressure' },
    gallery: [],
    ...overrides,
  };
}

export type BusinessProfileValues = Values<
  Omit<BusinessProfileData, 'address' | 'figures'> & {
    address: Values<BusinessProfileData['address']>;
    figures: Values<BusinessProfileData['figures']>;
  }
>;

/** saveBusinessProfile's input: the sample business with a licence, open Monday to Friday 8 to 6. */
export function buildBusinessProfile<Overrides extends Partial<BusinessProfileValues>>(
  overrides = {} as Overrides,
): BusinessProfileValues & Overrides {
  const { timeZone: _timeZone, ...sample } = SAMPLE_BUSINESS;
  const weekday = [{ open: '08:00', close: '18:00' }];
  return {
    ...sample,
    licenceNumbers: ['CFC1430000'],
    openingHours: [[], weekday, weekday, weekday, weekday, weekday, []],
    ...overrides,
  };
}

export interface AreaFaqEntryValues {
  question: string;
  answer: string;
}

export type AreaPageValues = Values<{
  slug: string;
  intro?: string;
  faq?: AreaFaqEntryValues[];
  published: boolean;
  expectedUpdatedAt?: string | null;
  /** The Spanish version (issue #41). */
  es?: { intro?: string; faq?: AreaFaqEntryValues[] } | null;
}>;

/** saveAreaPage's input (issue #42): a draft of the sample business's Tampa page with a short introduction. */
export function buildAreaPage<Overrides extends Partial<AreaPageValues>>(overrides = {} as Overrides): AreaPageValues & Overrides {
  return { slug: 'tampa', intro: 'We have fixed pipes in Tampa since 2017.', faq: [], published: false, ...overrides };
}
