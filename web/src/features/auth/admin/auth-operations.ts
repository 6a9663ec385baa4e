import { graphql } from '../../../gql';

/** Whether the one admin account is still to be created (public). */
export const SetupStatusQuery = graphql(`
  query AdminSetupStatus {
    setupStatus {
      needsSetup
    }
  }
`);
