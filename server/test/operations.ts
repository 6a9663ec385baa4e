/**
 * The GraphQL operations the server tests send, one definition each: its text, typed by the
 * variables it takes and the data it answers, so TestServer.graphql and graphqlAt know both.
 * Inputs are typed as a client sends them (dates as ISO text, enums as strings) and leave room for
 * what a hostile client adds. Tests about the query text itself (depth, aliases, literals,
 * misspellings) write their own.
 */
import type {
  AppointmentRequest,
  AreaFaqEntryValues,
  AreaPageValues,
  AppointmentSettingsValues,
  BusinessProfileValues,
  ContactMessageValues,
  PageValues,
  ProjectTranslation,
  ProjectValues,
} from './factories';

declare const answers: unique symbol;

/** An operation's text, carrying (for the compiler only) the data it answers and the variables it takes. */
export type Operation<Data, Variables = NoVariables> = string & { readonly [answers]: { data: Data; variables: Variables } };
type NoVariables = Record<string, never>;

const operation = <Data, Variables = NoVariables>(text: string) => text as Operation<Data, Variables>;

/** What a GraphQL request over HTTP answers. */
export interface GraphqlAnswer<Data> {
  status: number;
  body: { data: Data; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
}

/** Who sends a request: `token` becomes the bearer token; `headers` come on top (e.g. X-Forwarded-For). */
export interface Sender {
  token?: string;
  headers?: Record<string, string>;
}

/** POSTs an operation (or any other text) to the server at `url`, as the web app does. */
export async function postGraphql<Data, Variables>(
  url: string,
  query: Operation<Data, Variables> | string,
  variables?: Variables,
  { token, headers }: Sender = {},
): Promise<GraphqlAnswer<Data>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

/** The data of an operation sent to the server at `url`; throws when it answers none. */
export async function graphqlAt<Data, Variables>(
  url: string,
  query: Operation<Data, Variables>,
  variables?: Variables,
  sender: Sender = {},
): Promise<Data> {
  const { status, body } = await postGraphql(url, query, variables, sender);
  if (!body.data) throw new Error(`GraphQL answered ${status}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The path of a public read sent as GET, the way browsers and CDNs may cache it. */
export function graphqlGetPath<Data, Variables>(query: Operation<Data, Variables>, variables?: Variables): string {
  return `/graphql?query=${encodeURIComponent(query)}${variables ? `&variables=${encodeURIComponent(JSON.stringify(variables))}` : ''}`;
}

// Appointments

export interface AppointmentRequestPayload {
  success: boolean;
  error: string | null;
  code: string | null;
}
export const REQUEST_APPOINTMENT = operation<{ requestAppointment: AppointmentRequestPayload }, { input: AppointmentRequest }>(
  'mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success error code } }',
);
/** What the booking form reads back of a taken request (issue #51): how the customer hears of it, and the calendar event's UID. */
export const REQUEST_APPOINTMENT_FOLLOW_UP = operation<
  { requestAppointment: { success: boolean; confirmationByEmail: boolean; calendarUid: string | null } },
  { input: AppointmentRequest }
>('mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success confirmationByEmail calendarUid } }');
/** With whether it was confirmed at once (issue #50). */
export const REQUEST_APPOINTMENT_CONFIRMED = operation<
  { requestAppointment: AppointmentRequestPayload & { confirmed: boolean } },
  { input: AppointmentRequest }
>('mutation ($input: AppointmentRequestInput!) { requestAppointment(input: $input) { success error code confirmed } }');

export interface Slot {
  time: string;
  startsAt: string;
  available: boolean;
}
export const AVAILABILITY = operation<
  { availability: { date: string; bookable: boolean; slots: Slot[] } },
  { date: string; serviceType?: string }
>(
  'query ($date: String!, $serviceType: ServiceType) { availability(date: $date, serviceType: $serviceType) { date bookable slots { time startsAt available } } }',
);
export const BOOKING_WINDOW = operation<{ bookingWindow: { firstDate: string; lastDate: string } }>(
  '{ bookingWindow { firstDate lastDate } }',
);

export interface ManagedAppointment {
  serviceType: string;
  startsAt: string;
  status: string;
  firstName: string;
  canChange: boolean;
  changeRefusalCode: string | null;
  changeRefusal: string | null;
}
const MANAGED_FIELDS = 'serviceType startsAt status firstName canChange changeRefusalCode changeRefusal';
export const APPOINTMENT_BY_TOKEN = operation<{ appointmentByToken: ManagedAppointment | null }, { token: string }>(
  `query ($token: String!) { appointmentByToken(token: $token) { ${MANAGED_FIELDS} } }`,
);
export interface ManageAppointmentPayload {
  success: boolean;
  error: string | null;
  code: string | null;
  appointment: ManagedAppointment | null;
}
export const CANCEL_APPOINTMENT_BY_TOKEN = operation<{ cancelAppointmentByToken: ManageAppointmentPayload }, { token: string }>(
  `mutation ($token: String!) { cancelAppointmentByToken(token: $token) { success error code appointment { ${MANAGED_FIELDS} } } }`,
);
export const RESCHEDULE_APPOINTMENT_BY_TOKEN = operation<
  { rescheduleAppointmentByToken: ManageAppointmentPayload },
  { token: string; preferredDate: string }
>(
  `mutation ($token: String!, $preferredDate: DateTimeISO!) { rescheduleAppointmentByToken(token: $token, preferredDate: $preferredDate) { success error code appointment { ${MANAGED_FIELDS} } } }`,
);

const SETTINGS_FIELDS =
  'enableScheduling availableDays availableHours { start end } minDaysInAdvance maxDaysInAdvance changeCutoffHours reminderLeadHours reviewDelayHours services { serviceType minutes bookableOnline confirmAtOnce } travelBufferMinutes';
export const APPOINTMENT_SETTINGS = operation<{ appointmentSettings: AppointmentSettingsValues }>(
  `{ appointmentSettings { ${SETTINGS_FIELDS} } }`,
);
/** With the crews, which only the owner reads. */
export const SAVE_APPOINTMENT_SETTINGS = operation<
  { saveAppointmentSettings: AppointmentSettingsValues },
  { input: AppointmentSettingsValues }
>(`mutation ($input: AppointmentSettingsInput!) { saveAppointmentSettings(input: $input) { ${SETTINGS_FIELDS} crews { id name } } }`);

export interface Appointment {
  id: string;
  customerName: string;
  customerEmail: string;
  status: string;
  preferredDate: string;
  serviceAddress: string | null;
  outsideServiceArea: boolean;
  locale: string;
  emails: Array<{ kind: string; to: string; status: string }>;
}
const APPOINTMENT_FIELDS =
  'id customerName customerEmail status preferredDate serviceAddress outsideServiceArea locale emails { kind to status }';
export const APPOINTMENTS = operation<{ appointments: Appointment[] }>(`{ appointments { ${APPOINTMENT_FIELDS} } }`);
export const APPOINTMENT = operation<{ appointment: Appointment | null }, { id: string }>(
  `query ($id: ID!) { appointment(id: $id) { ${APPOINTMENT_FIELDS} } }`,
);
export const SET_APPOINTMENT_STATUS = operation<
  {
    setAppointmentStatus: {
      appointment: { id: string; status: string };
      emailSent: boolean;
      emailError: string | null;
      emailRecorded: boolean;
    };
  },
  { id: string; status: string }
>(
  'mutation ($id: ID!, $status: AppointmentStatus!) { setAppointmentStatus(id: $id, status: $status) { appointment { id status } emailSent emailError emailRecorded } }',
);
// What the owner's changes tell the customer (issue #50)

type StatusChange = { appointment: { id: string; status: string }; emailSent: boolean; emailError: string | null; emailRecorded: boolean };
export const SET_APPOINTMENT_STATUS_WITH_NOTE = operation<
  { setAppointmentStatus: StatusChange },
  { id: string; status: string; note: { reason?: string; proposedTimes?: string[] } }
>(
  'mutation ($id: ID!, $status: AppointmentStatus!, $note: StatusNoteInput) { setAppointmentStatus(id: $id, status: $status, note: $note) { appointment { id status } emailSent emailError emailRecorded } }',
);
export interface ProposedTime {
  startsAt: string;
  heldUntil: string;
  held: boolean;
}
export const PROPOSALS_BY_TOKEN = operation<
  { appointmentByToken: { status: string; startsAt: string; proposals: ProposedTime[] } | null },
  { token: string }
>('query ($token: String!) { appointmentByToken(token: $token) { status startsAt proposals { startsAt heldUntil held } } }');
export const BOOK_PROPOSED_TIME_BY_TOKEN = operation<
  { bookProposedTimeByToken: ManageAppointmentPayload },
  { token: string; startsAt: string }
>(
  `mutation ($token: String!, $startsAt: DateTimeISO!) { bookProposedTimeByToken(token: $token, startsAt: $startsAt) { success error code appointment { ${MANAGED_FIELDS} } } }`,
);
export const JOBS_ON_DATES = operation<
  { jobsOnDates: Array<{ id: string; customerName: string; status: string; preferredDate: string }> },
  { dates: string[] }
>('query ($dates: [String!]!) { jobsOnDates(dates: $dates) { id customerName status preferredDate } }');
export const CLOSED_DAY = operation<{ closedDay: string | null }, { date: string }>('query ($date: String!) { closedDay(date: $date) }');

export const DELETE_APPOINTMENT = operation<{ deleteAppointment: boolean }, { id: string }>(
  'mutation ($id: ID!) { deleteAppointment(id: $id) }',
);
// The owner's calendar (issue #50)

export interface CalendarJob {
  id: string;
  customerName: string;
  status: string;
  preferredDate: string;
  durationMinutes: number;
  crew: number;
  bookedBy: string;
  keptOverlapping: boolean;
}
const JOB_FIELDS = 'id customerName status preferredDate durationMinutes crew bookedBy keptOverlapping';
export const CALENDAR_JOBS = operation<{ calendarJobs: CalendarJob[] }, { from: string; to: string }>(
  `query ($from: DateTimeISO!, $to: DateTimeISO!) { calendarJobs(from: $from, to: $to) { ${JOB_FIELDS} } }`,
);
export const JOB_STARTS = operation<
  { jobStarts: { date: string; bookable: boolean; slots: Slot[] } },
  { date: string; serviceType: string; crew?: number; appointmentId?: string }
>(
  'query ($date: String!, $serviceType: ServiceType!, $crew: Int, $appointmentId: ID) { jobStarts(date: $date, serviceType: $serviceType, crew: $crew, appointmentId: $appointmentId) { date bookable slots { time startsAt available } } }',
);
type JobChange = { appointment: CalendarJob; emailSent: boolean; emailError: string | null; emailRecorded: boolean };
export const MOVE_APPOINTMENT = operation<{ moveAppointment: JobChange }, { id: string; startsAt: string; crew?: number }>(
  `mutation ($id: ID!, $startsAt: DateTimeISO!, $crew: Int) { moveAppointment(id: $id, startsAt: $startsAt, crew: $crew) { appointment { ${JOB_FIELDS} } emailSent emailError emailRecorded } }`,
);
export const ASSIGN_APPOINTMENT_CREW = operation<{ assignAppointmentCrew: CalendarJob }, { id: string; crew: number }>(
  `mutation ($id: ID!, $crew: Int!) { assignAppointmentCrew(id: $id, crew: $crew) { ${JOB_FIELDS} } }`,
);
export const CREATE_PHONE_JOB = operation<{ createPhoneJob: JobChange }, { input: Record<string, unknown> }>(
  `mutation ($input: PhoneJobInput!) { createPhoneJob(input: $input) { appointment { ${JOB_FIELDS} } emailSent emailError emailRecorded } }`,
);
export const BUSY_TIMES = operation<
  { busyTimes: Array<{ startsAt: string; endsAt: string; crew: number | null }> },
  { from: string; to: string }
>('query ($from: DateTimeISO!, $to: DateTimeISO!) { busyTimes(from: $from, to: $to) { startsAt endsAt crew } }');
export const HELD_TIMES = operation<
  { heldTimes: Array<{ appointmentId: string; customerName: string; startsAt: string; endsAt: string; crew: number; heldUntil: string }> },
  { from: string; to: string }
>(
  'query ($from: DateTimeISO!, $to: DateTimeISO!) { heldTimes(from: $from, to: $to) { appointmentId customerName startsAt endsAt crew heldUntil } }',
);

// The owner's own calendars, which keep times busy (issue #50)

export interface BusyCalendar {
  id: string;
  name: string;
  shownUrl: string;
  crew: number | null;
  lastReadAt: string | null;
  busyCount: number;
  failingSince: string | null;
  problem: string | null;
}
const BUSY_CALENDAR_FIELDS = 'id name shownUrl crew lastReadAt busyCount failingSince problem';
export interface BusyCalendarValues {
  url?: string | null;
  name?: string;
  crew?: number | null;
}
export const BUSY_CALENDARS = operation<{ busyCalendars: BusyCalendar[] }>(`{ busyCalendars { ${BUSY_CALENDAR_FIELDS} } }`);
export const ADD_BUSY_CALENDAR = operation<{ addBusyCalendar: BusyCalendar }, { input: BusyCalendarValues }>(
  `mutation ($input: BusyCalendarInput!) { addBusyCalendar(input: $input) { ${BUSY_CALENDAR_FIELDS} } }`,
);
export const UPDATE_BUSY_CALENDAR = operation<{ updateBusyCalendar: BusyCalendar }, { id: string; input: BusyCalendarValues }>(
  `mutation ($id: ID!, $input: BusyCalendarInput!) { updateBusyCalendar(id: $id, input: $input) { ${BUSY_CALENDAR_FIELDS} } }`,
);
export const DELETE_BUSY_CALENDAR = operation<{ deleteBusyCalendar: boolean }, { id: string }>(
  'mutation ($id: ID!) { deleteBusyCalendar(id: $id) }',
);

export const SITE_WARNINGS = operation<{ siteWarnings: Array<{ part: string; title: string; action: string }> }>(
  '{ siteWarnings { part title action } }',
);
/** With the admin screen a warning is dealt with at, and whether the owner may hide it. */
export const SITE_WARNINGS_WITH_LINKS = operation<{
  siteWarnings: Array<{ part: string; title: string; action: string; link: { label: string; to: string } | null; dismissible: boolean }>;
}>('{ siteWarnings { part title action link { label to } dismissible } }');
export const RESEND_EMAIL = operation<{ resendEmail: { sent: boolean; recorded: boolean; error: string | null } }, { id: string }>(
  'mutation ($id: ID!) { resendEmail(id: $id) { sent recorded error } }',
);

// Contact messages

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  handledAt: string | null;
  createdAt: string;
  locale: string;
}
export const SEND_CONTACT_MESSAGE = operation<{ sendContactMessage: boolean }, { input: ContactMessageValues }>(
  'mutation ($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
);
export const CONTACT_MESSAGES = operation<{ contactMessages: ContactMessage[] }>(
  '{ contactMessages { id name email phone service message handledAt createdAt locale } }',
);
export const SET_CONTACT_MESSAGE_HANDLED = operation<
  { setContactMessageHandled: { id: string; handledAt: string | null } },
  { id: string; handled: boolean }
>('mutation ($id: ID!, $handled: Boolean!) { setContactMessageHandled(id: $id, handled: $handled) { id handledAt } }');
export const DELETE_CONTACT_MESSAGE = operation<{ deleteContactMessage: boolean }, { id: string }>(
  'mutation ($id: ID!) { deleteContactMessage(id: $id) }',
);

// Content pages and SEO

const ROBOT_FLAGS = 'noindex nofollow noarchive nosnippet noimageindex notranslate';
const SOCIAL_FIELDS = 'ogTitle ogDescription ogImage twitterCard twitterTitle twitterDescription twitterImage';
const PAGE_FIELDS = `id title slug content type createdAt updatedAt
  seo { title description keywords canonicalUrl redirectUrl schema robots { ${ROBOT_FLAGS} } social { ${SOCIAL_FIELDS} } }`;
export interface Page {
  id: string;
  title: string;
  slug: string;
  content: string;
  type: string;
  createdAt: string;
  updatedAt: string;
  seo: {
    title: string;
    description: string;
    keywords: string[];
    canonicalUrl: string;
    redirectUrl: string;
    schema: string;
    robots: Record<string, boolean>;
    social: Record<string, string>;
  };
}
export const SAVE_PAGE = operation<{ savePage: Page }, { input: PageValues }>(
  `mutation ($input: PageInput!) { savePage(input: $input) { ${PAGE_FIELDS} } }`,
);
export const DELETE_PAGE = operation<{ deletePage: boolean }, { id: string }>('mutation ($id: ID!) { deletePage(id: $id) }');
export const PAGES = operation<{ pages: Array<Pick<Page, 'id' | 'title' | 'slug'>> }>('{ pages { id title slug } }');
export const PAGE = operation<{ page: Page | null }, { id: string }>(`query ($id: ID!) { page(id: $id) { ${PAGE_FIELDS} } }`);
/** Issue #52: a page as the owner edits it, and its drafts, publishing and revisions. */
const EDITED_PAGE_FIELDS = 'id updatedAt publishedAt unpublishedChanges title slug content';
export interface EditedPage {
  id: string;
  updatedAt: string;
  publishedAt: string | null;
  unpublishedChanges: boolean;
  title: string;
  slug: string;
  content: string;
}
export const SAVE_PAGE_DRAFT = operation<{ savePageDraft: EditedPage }, { input: PageValues }>(
  `mutation ($input: PageInput!) { savePageDraft(input: $input) { ${EDITED_PAGE_FIELDS} } }`,
);
export const PUBLISH_PAGE = operation<{ publishPage: EditedPage }, { id: string; expectedUpdatedAt?: string }>(
  `mutation ($id: ID!, $expectedUpdatedAt: DateTimeISO) { publishPage(id: $id, expectedUpdatedAt: $expectedUpdatedAt) { ${EDITED_PAGE_FIELDS} } }`,
);
export const PAGE_TO_EDIT = operation<{ pageToEdit: EditedPage | null }, { id: string }>(
  `query ($id: ID!) { pageToEdit(id: $id) { ${EDITED_PAGE_FIELDS} } }`,
);
export const PAGES_TO_EDIT = operation<{ pagesToEdit: EditedPage[] }>(`{ pagesToEdit { ${EDITED_PAGE_FIELDS} } }`);
export const PAGE_REVISIONS = operation<
  { pageRevisions: Array<{ id: string; publishedAt: string; title: string; content: string }> },
  { pageId: string }
>('query ($pageId: ID!) { pageRevisions(pageId: $pageId) { id publishedAt title content } }');
export const RESTORE_PAGE_REVISION = operation<{ restorePageRevision: EditedPage }, { id: string; expectedUpdatedAt?: string }>(
  `mutation ($id: ID!, $expectedUpdatedAt: DateTimeISO) { restorePageRevision(id: $id, expectedUpdatedAt: $expectedUpdatedAt) { ${EDITED_PAGE_FIELDS} } }`,
);
/** A page's Spanish version (issue #41), as savePage takes it and answers it. */
export interface PageTranslation {
  title: string;
  content: string;
  seoTitle: string;
  seoDescription: string;
}
export const SAVE_PAGE_IN_TWO_LANGUAGES = operation<
  { savePage: { id: string; updatedAt: string; slug: string; title: string; es: PageTranslation | null } },
  { input: PageValues }
>('mutation ($input: PageInput!) { savePage(input: $input) { id updatedAt slug title es { title content seoTitle seoDescription } } }');
/** The public content page in a language, as its screen reads it. */
export const PAGE_BY_SLUG_IN = operation<
  {
    pageBySlug: {
      html: string;
      es: Pick<PageTranslation, 'title'> | null;
      head: { title: string; description: string; canonical: string };
    } | null;
  },
  { slug: string; locale: string }
>(
  'query ($slug: String!, $locale: Locale!) { pageBySlug(slug: $slug) { html(locale: $locale) es { title } head(locale: $locale) { title description canonical } } }',
);
export const PAGE_BY_SLUG = operation<
  { pageBySlug: { id: string; slug: string; html: string; head: { title: string; canonical: string; robots: string } } | null },
  { slug: string }
>('query ($slug: String!) { pageBySlug(slug: $slug) { id slug html head { title canonical robots } } }');

export interface SeoSettings {
  title: string;
  description: string;
  keywords: string[];
}
export const SEO_SETTINGS = operation<{ seoSettings: SeoSettings }>('{ seoSettings { title description keywords } }');
export const SAVE_SEO_SETTINGS = operation<
  { saveSeoSettings: SeoSettings },
  { input: Partial<Omit<SeoSettings, 'keywords'>> & { keywords?: string[] | null } }
>('mutation ($input: SeoSettingsInput!) { saveSeoSettings(input: $input) { title description keywords } }');

// Projects

interface Picture {
  src: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
}
export interface Project extends Omit<ProjectValues, 'id' | 'gallery'> {
  id: string;
  imageUrl: string;
  tableOnly: boolean;
  details: string;
  gallery: Array<{ url: string; caption: string; picture: Picture }>;
  picture: Picture | null;
  createdAt: string;
  updatedAt: string;
}
const PROJECT_FIELDS = `id title description category image imageUrl completionDate highlights type details tableOnly
  specifications { duration location services materials } projectDetails { challenge solution outcome }
  gallery { url caption picture { src srcset width height } } picture { src srcset width height } createdAt updatedAt`;
export const SAVE_PROJECT = operation<{ saveProject: Project }, { input: ProjectValues }>(
  `mutation ($input: ProjectInput!) { saveProject(input: $input) { ${PROJECT_FIELDS} } }`,
);
export const DELETE_PROJECT = operation<{ deleteProject: boolean }, { id: string }>('mutation ($id: ID!) { deleteProject(id: $id) }');
export const PROJECT = operation<{ project: Project | null }, { id: string }>(
  `query ($id: ID!) { project(id: $id) { ${PROJECT_FIELDS} } }`,
);
const PROJECT_TRANSLATION_FIELDS =
  'title description type details duration location challenge solution outcome highlights services materials';
export const SAVE_PROJECT_IN_TWO_LANGUAGES = operation<
  { saveProject: { id: string; updatedAt: string; title: string; es: ProjectTranslation | null } },
  { input: ProjectValues }
>(`mutation ($input: ProjectInput!) { saveProject(input: $input) { id updatedAt title es { ${PROJECT_TRANSLATION_FIELDS} } } }`);
/** A project and the list as the public pages read them, with the Spanish version. */
export const PROJECT_IN_TWO_LANGUAGES = operation<{ project: { title: string; es: ProjectTranslation | null } | null }, { id: string }>(
  `query ($id: ID!) { project(id: $id) { title es { ${PROJECT_TRANSLATION_FIELDS} } } }`,
);
export const PROJECTS_IN_TWO_LANGUAGES = operation<{
  projects: Array<{ id: string; title: string; es: Pick<ProjectTranslation, 'title'> | null }>;
}>('{ projects { id title es { title } } }');
/** The projects list's arguments: a category (or All), the column to sort by, asc or desc, how many. */
export interface ProjectListArgs {
  category?: string;
  orderBy?: string;
  direction?: string;
  limit?: number;
}
export const PROJECTS = operation<{ projects: Array<Pick<Project, 'id' | 'title'>> }, ProjectListArgs>(
  `query ($category: String, $orderBy: ProjectOrderBy, $direction: SortDirection, $limit: Int) {
  projects(category: $category, orderBy: $orderBy, direction: $direction, limit: $limit) { id title } }`,
);

// The service areas' pages (issue #42)

export interface AreaPage {
  id: string;
  slug: string;
  intro: string;
  faq: AreaFaqEntryValues[];
  published: boolean;
  updatedAt: string;
  areaName: string | null;
  indexable: boolean;
  es: { intro: string; faq: AreaFaqEntryValues[] } | null;
  projects: Array<{ id: string; title: string }>;
}
const AREA_PAGE_FIELDS = `id slug intro faq { question answer } published updatedAt areaName indexable
  es { intro faq { question answer } } projects { id title }`;
export const SAVE_AREA_PAGE = operation<{ saveAreaPage: AreaPage }, { input: AreaPageValues }>(
  `mutation ($input: AreaPageInput!) { saveAreaPage(input: $input) { ${AREA_PAGE_FIELDS} } }`,
);
export const AREA_PAGES = operation<{ areaPages: AreaPage[] }>(`{ areaPages { ${AREA_PAGE_FIELDS} } }`);
export const DELETE_AREA_PAGE = operation<{ deleteAreaPage: boolean }, { slug: string }>(
  'mutation ($slug: String!) { deleteAreaPage(slug: $slug) }',
);
/** The public page as its screen reads it, with its head in a language. */
export const AREA_PAGE = operation<
  { areaPage: (AreaPage & { head: { title: string; canonical: string; robots: string; schema: string | null } | null }) | null },
  { slug: string; locale?: string }
>(
  `query ($slug: String!, $locale: Locale! = en) { areaPage(slug: $slug) { ${AREA_PAGE_FIELDS} head(locale: $locale) { title canonical robots schema } } }`,
);
/** A project's area, and the way to that area's page. */
export const PROJECT_AREA = operation<
  { project: { serviceArea: string | null; areaPage: { slug: string; areaName: string | null } | null } | null },
  { id: string }
>('query ($id: ID!) { project(id: $id) { serviceArea areaPage { slug areaName } } }');

/** Sends `query` with `bytes` as its `$file` the way the admin's browser does (a GraphQL multipart request). */
export async function uploadFile<Data>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  bytes: Buffer,
  token?: string,
  filename = 'photo.jpg',
): Promise<GraphqlAnswer<Data | null>> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { file: null, ...variables } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), filename);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

/** Uploads a project's photo under `key`. */
export function uploadImage(url: string, bytes: Buffer, key: string, token?: string, filename?: string) {
  const query = 'mutation ($file: Upload!, $key: String!) { uploadImage(file: $file, key: $key) }';
  return uploadFile<{ uploadImage: string }>(url, query, { key }, bytes, token, filename);
}

// The media library (issue #52)

export interface MediaLibraryItem {
  url: string;
  name: string;
  libraryId: string | null;
  bytes: number | null;
  alt: string;
  decorative: boolean;
  image: { src: string; srcset: string | null; width: number | null; height: number | null };
  uses: Array<{ kind: string; title: string; draftOnly: boolean; editPath: string }>;
}
const LIBRARY_ITEM_FIELDS =
  'url name libraryId bytes alt decorative image { src srcset width height } uses { kind title draftOnly editPath }';
export const MEDIA_LIBRARY = operation<{ mediaLibrary: MediaLibraryItem[] }>(`{ mediaLibrary { ${LIBRARY_ITEM_FIELDS} } }`);
export const DESCRIBE_LIBRARY_IMAGE = operation<
  { describeLibraryImage: MediaLibraryItem },
  { id: string; alt: string; decorative: boolean }
>(
  `mutation ($id: ID!, $alt: String!, $decorative: Boolean!) { describeLibraryImage(id: $id, alt: $alt, decorative: $decorative) { ${LIBRARY_ITEM_FIELDS} } }`,
);
export const DELETE_LIBRARY_IMAGE = operation<{ deleteLibraryImage: boolean }, { id: string }>(
  'mutation ($id: ID!) { deleteLibraryImage(id: $id) }',
);

/** Adds an image to the media library. */
export function uploadLibraryImage(url: string, bytes: Buffer, token?: string, filename?: string) {
  const query = `mutation ($file: Upload!) { uploadLibraryImage(file: $file) { ${LIBRARY_ITEM_FIELDS} } }`;
  return uploadFile<{ uploadLibraryImage: MediaLibraryItem }>(url, query, {}, bytes, token, filename);
}

// The administrator

export interface AuthPayload {
  success: boolean;
  token: string | null;
  error: string | null;
}
export const SETUP_ADMIN = operation<{ setupAdmin: AuthPayload }, { email: string; password: string }>(
  'mutation ($email: String!, $password: String!) { setupAdmin(email: $email, password: $password) { success token error } }',
);
export const LOGIN = operation<{ login: AuthPayload }, { email: string; password: string }>(
  'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { success token error } }',
);
export const ME = operation<{ me: { id: string; email: string } | null }>('{ me { id email } }');
export const CHANGE_PASSWORD = operation<{ changePassword: AuthPayload }, { currentPassword: string; newPassword: string }>(
  'mutation ($currentPassword: String!, $newPassword: String!) { changePassword(currentPassword: $currentPassword, newPassword: $newPassword) { success token error } }',
);

// Change events

export const DATA_CHANGED = operation<{ dataChanged: { collection: string; operation: string; id: string } }, { collection: string }>(
  'subscription ($collection: String!) { dataChanged(collection: $collection) { collection operation id } }',
);

// The business profile

export type BusinessProfileAnswer = BusinessProfileValues & { openNow: boolean; nextChange: string | null };
const BUSINESS_PROFILE_FIELDS = `name phone emergencyPhone email address { street city region postalCode } latitude longitude licenceNumbers
  openingHours { open close } closures { name spanishName from to } emergencyService serviceAreas { name slug zipCodes } foundedYear figures { customers satisfaction }
  reviewUrl socialProfiles openNow nextChange`;
export const BUSINESS_PROFILE = operation<{ businessProfile: BusinessProfileAnswer }>(`{ businessProfile { ${BUSINESS_PROFILE_FIELDS} } }`);
export const OPENING_STATE = operation<{ businessProfile: { openNow: boolean; nextChange: string | null } }>(
  '{ businessProfile { openNow nextChange } }',
);
export const SAVE_BUSINESS_PROFILE = operation<
  { saveBusinessProfile: BusinessProfileAnswer },
  { input: Omit<BusinessProfileValues, 'closures'> & { closures?: BusinessProfileValues['closures'] } }
>(`mutation ($input: BusinessProfileInput!) { saveBusinessProfile(input: $input) { ${BUSINESS_PROFILE_FIELDS} } }`);

// Push notifications

export interface PushSubscriptionValues {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label?: string | null;
  [field: string]: unknown;
}
export interface PushDevice {
  id: string;
  endpoint: string;
  label: string;
  createdAt: string;
  lastSentAt: string | null;
}
const PUSH_DEVICE_FIELDS = 'id endpoint label createdAt lastSentAt';
export const PUSH_PUBLIC_KEY = operation<{ pushPublicKey: string }>('{ pushPublicKey }');
export const PUSH_SUBSCRIPTIONS = operation<{ pushSubscriptions: PushDevice[] }>(`{ pushSubscriptions { ${PUSH_DEVICE_FIELDS} } }`);
export const SAVE_PUSH_SUBSCRIPTION = operation<{ savePushSubscription: PushDevice }, { input: PushSubscriptionValues }>(
  `mutation ($input: PushSubscriptionInput!) { savePushSubscription(input: $input) { ${PUSH_DEVICE_FIELDS} } }`,
);
export const DELETE_PUSH_SUBSCRIPTION = operation<{ deletePushSubscription: boolean }, { endpoint: string }>(
  'mutation ($endpoint: String!) { deletePushSubscription(endpoint: $endpoint) }',
);
export const SEND_TEST_NOTIFICATION = operation<{ sendTestNotification: { devices: number; sent: boolean; error: string | null } }>(
  'mutation { sendTestNotification { devices sent error } }',
);

// Today

interface Visit {
  id: string;
  customerName: string;
  preferredDate: string;
  status: string;
}
export interface AdminDashboard {
  today: { date: string; visits: Visit[] };
  tomorrow: { date: string; visits: Visit[] };
  waiting: Array<{
    kind: string;
    id: string;
    name: string;
    phone: string;
    service: string;
    waitingSeconds: number;
    visitAt: string | null;
    appointment: { id: string; status: string } | null;
    message: { id: string; message: string } | null;
  }>;
  responseTime: { days: number; answered: number; unanswered: number; medianSeconds: number | null; p90Seconds: number | null };
}
const AGENDA_FIELDS = 'date visits { id customerName preferredDate status }';
export const ADMIN_DASHBOARD = operation<{ adminDashboard: AdminDashboard }>(
  `{ adminDashboard { today { ${AGENDA_FIELDS} } tomorrow { ${AGENDA_FIELDS} } waiting { kind id name phone service waitingSeconds visitAt appointment { id status } message { id message } } responseTime { days answered unanswered medianSeconds p90Seconds } } }`,
);

// Calendar feed

export const CALENDAR_FEED = operation<{ calendarFeed: { active: boolean; createdAt: string | null } }>(
  '{ calendarFeed { active createdAt } }',
);
export const ROTATE_CALENDAR_FEED = operation<{ rotateCalendarFeed: { url: string; webcalUrl: string; createdAt: string } }>(
  'mutation { rotateCalendarFeed { url webcalUrl createdAt } }',
);

// Backups

export interface BackupListing {
  name: string;
  createdAt: string;
  size: number;
  rows: number | null;
  photos: number | null;
}
export const BACKUPS = operation<{ backups: BackupListing[] }>('{ backups { name createdAt size rows photos } }');
export interface BackupStatusAnswer {
  running: boolean;
  progress: { phase: string; done: number; total: number } | null;
  lastRun: { trigger: string; status: string; fileName: string | null; error: string | null } | null;
  newestBackupAt: string | null;
  warning: string | null;
  scheduled: boolean;
  nextRunAt: string | null;
}
export const BACKUP_STATUS = operation<{ backupStatus: BackupStatusAnswer }>(
  '{ backupStatus { running progress { phase done total } lastRun { trigger status fileName error } newestBackupAt warning scheduled nextRunAt } }',
);
export const BACKUP_KEY = operation<{ backupKey: string }>('mutation ($password: String!) { backupKey(password: $password) }');
export const BACKUP_KEY_FILE = operation<{ backupStatus: { keyFile: string | null } }>('{ backupStatus { keyFile } }');
export const BACK_UP_NOW = operation<{ backUpNow: { ok: boolean; error: string | null } }>('mutation { backUpNow { ok error } }');

// Webhooks (issue #43)

export interface WebhookEndpoint {
  id: string;
  url: string;
  events: string[];
  description: string;
  enabled: boolean;
  failingSince: string | null;
  disabledForFailingAt: string | null;
  previousSecretExpiresAt: string | null;
}
export interface WebhookDelivery {
  id: string;
  eventType: string;
  messageId: string;
  status: string;
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  body: string;
}
export interface WebhookEndpointValues {
  url: string;
  events: string[];
  description?: string;
}
const WEBHOOK_ENDPOINT_FIELDS = 'id url events description enabled failingSince disabledForFailingAt previousSecretExpiresAt';
const WEBHOOK_DELIVERY_FIELDS = 'id eventType messageId status attempts lastResponseCode lastError lastAttemptAt deliveredAt body';
export const WEBHOOK_ENDPOINTS = operation<{ webhookEndpoints: WebhookEndpoint[] }>(`{ webhookEndpoints { ${WEBHOOK_ENDPOINT_FIELDS} } }`);
export const WEBHOOK_DELIVERIES = operation<{ webhookDeliveries: WebhookDelivery[] }, { endpointId: string }>(
  `query ($endpointId: ID!) { webhookDeliveries(endpointId: $endpointId) { ${WEBHOOK_DELIVERY_FIELDS} } }`,
);
export const CREATE_WEBHOOK_ENDPOINT = operation<
  { createWebhookEndpoint: { endpoint: WebhookEndpoint; secret: string } },
  { input: WebhookEndpointValues }
>(`mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { ${WEBHOOK_ENDPOINT_FIELDS} } secret } }`);
export const UPDATE_WEBHOOK_ENDPOINT = operation<{ updateWebhookEndpoint: WebhookEndpoint }, { id: string; input: WebhookEndpointValues }>(
  `mutation ($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${WEBHOOK_ENDPOINT_FIELDS} } }`,
);
export const ROTATE_WEBHOOK_SECRET = operation<{ rotateWebhookSecret: { endpoint: WebhookEndpoint; secret: string } }, { id: string }>(
  `mutation ($id: ID!) { rotateWebhookSecret(id: $id) { endpoint { ${WEBHOOK_ENDPOINT_FIELDS} } secret } }`,
);
export const SET_WEBHOOK_ENDPOINT_ENABLED = operation<{ setWebhookEndpointEnabled: WebhookEndpoint }, { id: string; enabled: boolean }>(
  `mutation ($id: ID!, $enabled: Boolean!) { setWebhookEndpointEnabled(id: $id, enabled: $enabled) { ${WEBHOOK_ENDPOINT_FIELDS} } }`,
);
export const DELETE_WEBHOOK_ENDPOINT = operation<{ deleteWebhookEndpoint: boolean }, { id: string }>(
  'mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) }',
);
export const RESEND_WEBHOOK_DELIVERY = operation<{ resendWebhookDelivery: WebhookDelivery }, { id: string }>(
  `mutation ($id: ID!) { resendWebhookDelivery(id: $id) { ${WEBHOOK_DELIVERY_FIELDS} } }`,
);

// API tokens (issue #43)

export interface ApiTokenListing {
  id: string;
  name: string;
  scopes: string[];
  displayPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
const API_TOKEN_FIELDS = 'id name scopes displayPrefix createdAt lastUsedAt revokedAt';
export const API_TOKENS = operation<{ apiTokens: ApiTokenListing[] }>(`{ apiTokens { ${API_TOKEN_FIELDS} } }`);
export const CREATE_API_TOKEN = operation<
  { createApiToken: { token: string; apiToken: ApiTokenListing } },
  { input: { name: string; scopes: string[] } }
>(`mutation ($input: ApiTokenInput!) { createApiToken(input: $input) { token apiToken { ${API_TOKEN_FIELDS} } } }`);
export const REVOKE_API_TOKEN = operation<{ revokeApiToken: ApiTokenListing | null }, { id: string }>(
  `mutation ($id: ID!) { revokeApiToken(id: $id) { ${API_TOKEN_FIELDS} } }`,
);
