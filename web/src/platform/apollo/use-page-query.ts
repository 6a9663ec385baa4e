import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { useContext, useEffect, useState } from 'react';
import { answerKey, pageAnswer } from '../hydration/server-answers';

export interface PageQueryResult<TData> {
  data: TData | undefined;
  loading: boolean;
  error: Error | undefined;
}

interface Answer<TData> {
  key: string;
  data?: TData;
  error?: Error;
}

/**
 * A public screen's query, read like useQuery's `cache-and-network` (shown at once when cached,
 * and asked again), without loading Apollo for the answer the page was rendered with: while the
 * page adopts the server's markup, the screen takes that answer as it came (app-data's answers)
 * and the page's first load never fetches the Apollo client (issue #21). Any other answer (another
 * id after an in-app navigation, a screen rendered in the browser) loads the client and asks it.
 * On the server the same hook is useQuery itself (use-page-query.server.ts), which the pre-render
 * waits for.
 */
export function usePageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: { variables: TVariables; skip?: boolean },
): PageQueryResult<TData> {
  const { client: providedClient } = useContext(getApolloContext());
  const key = answerKey(query, variables);
  const [rendered] = useState(() => ({ key, data: pageAnswer(key) as TData | undefined }));
  const fromServer = rendered.data !== undefined && rendered.key === key;
  const [answer, setAnswer] = useState<Answer<TData>>({ key });

  useEffect(() => {
    if (skip || fromServer) return;
    let active = true;
    let subscription: { unsubscribe(): void } | undefined;
    const client = providedClient ? Promise.resolve(providedClient) : import('./apollo-client').then(({ apolloClient }) => apolloClient);
    client.then(
      (apollo) => {
        if (!active) return;
        subscription = apollo.watchQuery<TData, TVariables>({ query, variables, fetchPolicy: 'cache-and-network' } as never).subscribe({
          next: (result) => setAnswer((previous) => ({ key, data: (result.data as TData | undefined) ?? (previous.key === key ? previous.data : undefined), error: result.error })),
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

  if (fromServer) return { data: rendered.data, loading: false, error: undefined };
  const current = answer.key === key ? answer : { key, data: undefined, error: undefined };
  return { data: current.data, loading: !skip && current.data === undefined && current.error === undefined, error: current.error };
}
