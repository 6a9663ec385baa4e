import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { DOMAIN_MODULES } from '../modules';
import type { RequestContext } from '../modules/auth';

/**
 * Root query fields anyone may read, with how long (seconds) a browser or CDN may reuse the
 * answer. Only these make a response cacheable; each domain declares its own (`publicReads` in its
 * registration). Short ages: change events refresh open screens at once, caches catch up soon after.
 */
export const PUBLIC_READ_MAX_AGE: Readonly<Record<string, number>> = Object.assign(
  {},
  ...DOMAIN_MODULES.map((module) => module.publicReads ?? {}),
);

/** The shortest max-age of the operation's root fields, or null when any of them is not a public read. */
export function publicMaxAge(operation: OperationDefinitionNode): number | null {
  if (operation.operation !== 'query') return null;
  let maxAge = Infinity;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    if (selection.name.value === '__typename') continue;
    const age = PUBLIC_READ_MAX_AGE[selection.name.value];
    if (age === undefined) return null;
    maxAge = Math.min(maxAge, age);
  }
  return Number.isFinite(maxAge) ? maxAge : null;
}

/**
 * Cache-Control for GraphQL answers: public reads may be kept by browsers and CDNs (GET
 * queries) for their max-age; anything else — admin data, mutations, errors — never.
 */
export const publicReadCachePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ operation, response, request, contextValue }) {
        const ownAge = operation ? publicMaxAge(operation) : null;
        // A resolver may shorten it: its answer changes at a known moment.
        const cap = (contextValue as Partial<RequestContext>).maxAge;
        const maxAge = ownAge !== null && cap !== undefined ? Math.min(ownAge, cap) : ownAge;
        const failed = response.body.kind === 'single' && Boolean(response.body.singleResult.errors?.length);
        const authorised = Boolean(request.http?.headers.get('authorization'));
        response.http.headers.set(
          'cache-control',
          maxAge !== null && !failed && !authorised ? `public, max-age=${maxAge}, stale-while-revalidate=${maxAge}` : 'no-store',
        );
      },
    };
  },
};
