import { API_SCOPES, API_TOKEN_NAME_MAX_LENGTH, MAX_ACTIVE_API_TOKENS, type ApiScope } from './api-scopes';

/** What the server answers about API tokens (issue #43): a program's refusals, and the owner's form's. */
export const ApiTokenMessages = {
  /** An operation outside the token's scopes. */
  lacksScope: (scope: ApiScope) => `This API token lacks the scope ${scope}.`,
  /** An operation on the owner's account or the site's administration, which no token reaches. */
  ownerOnly: "This operation is the owner's alone: API tokens cannot use it. Sign in as the owner instead.",
  /** A token that is unknown, malformed or revoked: the whole request is refused. */
  invalid: 'This API token is not valid: it was revoked, or it was never issued by this site.',
  /** An API token sent to one of the owner's REST addresses (backup downloads, e-mail, session checks). */
  notForThisAddress: "API tokens work with the GraphQL API at /graphql only; this address needs the owner's session.",
  nameRequired: 'Give the token a name, e.g. the program that will use it',
  nameTooLong: `The name must be at most ${API_TOKEN_NAME_MAX_LENGTH} characters`,
  nameOneLine: 'The name must be on one line',
  scopesRequired: 'Choose at least one scope',
  unknownScope: `Each scope must be one of ${API_SCOPES.join(', ')}`,
  tooMany: `Up to ${MAX_ACTIVE_API_TOKENS} tokens can be in use at once: revoke one that is no longer used first.`,
} as const;
