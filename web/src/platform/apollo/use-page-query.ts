import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { useCallback, useContext, useEffect, useState } from 'react';
import { answerKey, pageAnswer, serverAnswersOutOfDate } from '../hydration/server-answers';

export interface PageQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Asks the server again (loading Apollo first if need be); rejects when that fails, which `error` then says too. */
  refetch: () => Promise<unknown>;
  /** A refetch is under way. */
  refreshing: boolean;
}

interface Answer<TData> {
  key: string;
  data?: TData;
  error?: Error;
}

/** The client a screen has been given (tests, the server's render), or the browser's, loaded on first use. */
const clientOf = (provided: ApolloClient | undefined): Promise<ApolloClient> =>
  provided ? Promise.resolve(provided) : import('./apollo-client').then(({ apolloClient }) => apolloClient);

/**
 * A public screen's query, read like useQuery's `cache-and-network` (shown at once when cached,
 * and asked again), without loading Apollo for the answer the page was rendered with: while the
 * page adopts the server's markup, the screen takes that answer as it came (app-data's answers)
 * and the page's first load never fetches the Apollo client (issue #21). Any other answer (another
 * id after an in-app navigation, a screen rendered in the browser, a refetch) loads the client and
 * asks it. On the server the same hook is useQuery itself (use-page-query.server.ts), which the
 * pre-render waits for.
 */
export function usePageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: { variables: TVariables; skip?: boolean },
): PageQueryResult<TData> {
  const { client: providedClient } = useContext(getApolloContext());
  const key = answerKey(query, variables);
  const [rendered] = useState(() => ({ key, data: pageAnswer(key) as TData | undefined }));
  // Asked again once (or at once, when the page's answers are out of date): from then on the screen follows Apollo's answers.
  const [live, setLive] = useState(serverAnswersOutOfDate);
  const fromServer = !live && rendered.data !== undefined && rendered.key === key;
  const [answer, setAnswer] = useState<Answer<TData>>({ key });
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    if (skip || fromServer) return;
    let active = true;
    let subscription: { unsubscribe(): void } | undefined;
    clientOf(providedClient).then(
      (apollo) => {
        if (!active) return;
        subscription = apollo.watchQuery<TData, TVariables>({ query, variables, fetchPolicy: 'cache-and-network' } as never).subscribe({
          next: (result) =>
            setAnswer((previous) => ({
              key,
              data: (result.data as TData | undefined) ?? (previous.key === key ? previous.data : undefined),
              error: result.error,
            })),
          error: (error: Error) => setAnswer((previous) => ({ key, data: previous.key === key ? previous.data : undefined, error })),
        });
      },
      // Offline without the client in the cache: the screen says it could not load.
      (error: Error) => active && setAnswer({ key, error }),
    );
    return () => {
      active = false;
      subscription?.unsubscribe();
    };
    // `key` stands for the query and its variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, skip, fromServer, providedClient]);

  const refetch = useCallback(async () => {
    setLive(true);
    setRefreshing(true);
    try {
      const apollo = await clientOf(providedClient);
      const result = await apollo.query<TData, TVariables>({ query, variables, fetchPolicy: 'network-only' } as never);
      setAnswer({ key, data: result.data as TData | undefined, error: result.error });
      return result;
    } catch (error) {
      setAnswer((previous) => ({ key, data: previous.key === key ? previous.data : undefined, error: error as Error }));
      throw error;
    } finally {
      setRefreshing(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, providedClient]);

  const current = answer.key === key ? answer : { key, data: undefined, error: undefined };
  // Until Apollo's first answer, the server's stays on screen: going live never flashes a wait.
  const data = fromServer ? rendered.data : (current.data ?? (current.error || rendered.key !== key ? undefined : rendered.data));
  return {
    data,
    loading: !skip && data === undefined && current.error === undefined,
    error: fromServer ? undefined : current.error,
    refetch,
    refreshing,
  };
}
