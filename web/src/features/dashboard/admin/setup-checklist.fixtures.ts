// The setup checklist as the server answers it, for Today's tests and the card's own.
import type { MockLink } from '@apollo/client/testing';
import { SetupChecklistDocument } from '../../../gql/graphql';

/** Each step of the checklist, done or not. */
export const checklistMock = (done: Record<string, boolean>): MockLink.MockedResponse => ({
  request: { query: SetupChecklistDocument },
  result: {
    data: { setupChecklist: Object.entries(done).map(([step, isDone]) => ({ __typename: 'SetupChecklistItem', step, done: isDone })) },
  },
});

/** A site whose setup is done: the card shows nothing, each time Today asks. */
export const setupDoneMock = (): MockLink.MockedResponse => ({
  ...checklistMock({ licence: true, email: true, notifications: true, reviewLink: true, offSiteBackup: true }),
  maxUsageCount: Infinity,
});
