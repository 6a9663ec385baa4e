import { type GraphQLObjectType } from 'graphql';
import { buildAppSchema } from './build-schema';
import { guardedOperations } from './operation-access';

/** The operations anyone may call: a new one is either added here on purpose or guarded. */
const PUBLIC_OPERATIONS = [
  'Query.appointmentByToken',
  'Query.appointmentSettings',
  'Query.areaPage',
  'Query.availability',
  'Query.availabilityForMove',
  'Query.bookingWindow',
  'Query.businessProfile',
  'Query.me',
  'Query.page',
  'Query.pageBySlug',
  'Query.pages',
  'Query.project',
  'Query.projects',
  'Query.seoSettings',
  'Query.setupStatus',
  'Mutation.bookProposedTimeByToken',
  'Mutation.cancelAppointmentByToken',
  'Mutation.login',
  'Mutation.requestAppointment',
  'Mutation.rescheduleAppointmentByToken',
  'Mutation.sendContactMessage',
  'Mutation.setupAdmin',
  'Subscription.dataChanged',
];

/** What no API token may ever reach, whatever its scopes (issue #43): the owner's account, devices, backups, tokens and private calendar addresses. */
const ACCOUNT_OPERATIONS = [
  'Mutation.changePassword',
  'Query.apiTokens',
  'Mutation.createApiToken',
  'Mutation.revokeApiToken',
  'Query.backups',
  'Query.backupStatus',
  'Mutation.backUpNow',
  'Mutation.backupKey',
  'Subscription.dataChanged(collection: "backups")',
  'Query.pushPublicKey',
  'Query.pushSubscriptions',
  'Mutation.savePushSubscription',
  'Mutation.deletePushSubscription',
  'Mutation.sendTestNotification',
  'Query.calendarFeed',
  'Mutation.rotateCalendarFeed',
  'Query.busyCalendars',
  'Mutation.addBusyCalendar',
  'Mutation.updateBusyCalendar',
  'Mutation.deleteBusyCalendar',
  'Mutation.saveBusinessProfile',
];

describe('who may call each operation (issue #43)', () => {
  const operations = guardedOperations();

  it('every guarded operation is classified: scopes an API token needs, or the owner alone (a bare @Authorized() is not)', () => {
    expect(operations.filter(({ access }) => access.kind === 'unclassified')).toEqual([]);
  });

  it('every operation of the schema is guarded or one of the public operations listed above', async () => {
    const schema = await buildAppSchema();
    const guarded = new Set(operations.map(({ operation }) => operation));
    const unguarded = (['Query', 'Mutation', 'Subscription'] as const).flatMap((type) =>
      Object.keys((schema.getType(type) as GraphQLObjectType).getFields())
        .map((field) => `${type}.${field}`)
        .filter((name) => !guarded.has(name)),
    );
    expect(unguarded.sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it("the owner's account, devices, backups and tokens are the owner's alone", () => {
    const accessOf = (operation: string) => operations.find((candidate) => candidate.operation === operation)?.access;
    for (const operation of ACCOUNT_OPERATIONS) expect([operation, accessOf(operation)]).toEqual([operation, { kind: 'owner' }]);
  });
});
