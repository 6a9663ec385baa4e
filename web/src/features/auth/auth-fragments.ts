import { graphql } from '../../gql';

/** What a sign-in and the owner's first set-up both answer (AuthPayload), read alike by both. */
export const AuthAnswerFields = graphql(`
  fragment AuthAnswerFields on AuthPayload {
    success
    token
    error
  }
`);
