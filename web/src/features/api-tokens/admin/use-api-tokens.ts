import { useMutation, useQuery } from '@apollo/client/react';
import type { ApiScope } from '@plumbing/shared';
import type { ApiTokenFieldsFragment } from '../../../gql/graphql';
import { fieldErrors, saveErrorText } from '../../../ui/admin/save-feedback';
import type { FieldError } from '@plumbing/shared';
import { ApiTokensQuery, CreateApiTokenMutation, RevokeApiTokenMutation } from './api-token-operations';

export type ListedApiToken = ApiTokenFieldsFragment;

/** A creation's outcome: the token (shown once), or the refusal, with the fields it names. */
export type Creation = { token: string; apiToken: ListedApiToken } | { failure: string; fields: FieldError[] };

const TEXTS = {
  createFailed: 'The token could not be created. Please try again.',
  revokeFailed: 'The token could not be revoked. Please try again.',
} as const;

/** The owner's API tokens: the list, and creating and revoking one, each answering its outcome in words. */
export function useApiTokens() {
  const list = useQuery(ApiTokensQuery, { fetchPolicy: 'cache-and-network' });
  const [createToken] = useMutation(CreateApiTokenMutation, { refetchQueries: [ApiTokensQuery] });
  const [revokeToken] = useMutation(RevokeApiTokenMutation);

  async function create(name: string, scopes: ApiScope[]): Promise<Creation> {
    try {
      const { data } = await createToken({ variables: { input: { name, scopes } } });
      if (!data) throw new Error('no answer');
      return data.createApiToken;
    } catch (thrown) {
      return { failure: saveErrorText(thrown) ?? TEXTS.createFailed, fields: fieldErrors(thrown) };
    }
  }

  /** Revokes a token; answers the failure's words, or null when it is revoked. */
  async function revoke(id: string): Promise<string | null> {
    try {
      const { data } = await revokeToken({ variables: { id } });
      return data?.revokeApiToken?.revokedAt ? null : TEXTS.revokeFailed;
    } catch (thrown) {
      return saveErrorText(thrown) ?? TEXTS.revokeFailed;
    }
  }

  return { tokens: list.data?.apiTokens, loading: list.loading, failed: Boolean(list.error), refetch: list.refetch, create, revoke };
}
