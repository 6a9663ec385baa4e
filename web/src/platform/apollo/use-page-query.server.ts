import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { PageQueryResult } from './use-page-query';

// Pre-rendering on the server: useQuery itself, which the pre-render waits for; its answers go
// into app-data for the browser's usePageQuery (web/src/app/prerender.tsx).

export function usePageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  { variables, skip = false }: { variables: TVariables; skip?: boolean },
): PageQueryResult<TData> {
  const { data, loading, error, refetch } = useQuery(query, { variables, skip } as never);
  return { data: data as TData | undefined, loading, error, refetch, refreshing: false };
}
