import { API_SCOPE_DESCRIPTIONS, API_SCOPES, type ApiScope } from '@plumbing/shared';
import { getMetadataStorage } from 'type-graphql';
import { DOMAIN_MODULES } from '../modules';
import { OWNER_ROLE, scopesOfRoles } from '../modules/auth';
import type { AnyDomainModule } from '../modules/domain-module';
import { ADMIN_ONLY_COLLECTIONS } from '../modules/events';

/** Who may call a guarded operation: the owner's session alone, or also an API token with every one of `scopes`. */
export type Access = { kind: 'owner' } | { kind: 'scopes'; scopes: ApiScope[] } | { kind: 'unclassified'; roles: unknown[] };

export interface GuardedOperation {
  /** As a developer writes it: `Query.appointments`, `Mutation.createApiToken`, `Subscription.dataChanged(collection: "appointments")`. */
  operation: string;
  access: Access;
}

function accessOf(roles: readonly unknown[]): Access {
  if (roles.length === 1 && roles[0] === OWNER_ROLE) return { kind: 'owner' };
  const scopes = scopesOfRoles(roles);
  return scopes.length > 0 && scopes.length === roles.length ? { kind: 'scopes', scopes } : { kind: 'unclassified', roles: [...roles] };
}

/**
 * Every guarded operation of the registered resolvers (type-graphql's `@Authorized` metadata, which
 * `@OwnerOnly` and `@OwnerOrScope` write), and the change collections only some may follow, each with
 * who may call it: what the classification test and docs/api.md's scope table read.
 */
export function guardedOperations(): GuardedOperation[] {
  const storage = getMetadataStorage();
  const modules: readonly AnyDomainModule[] = DOMAIN_MODULES;
  const registered = new Set<unknown>(modules.flatMap((module) => module.resolvers ?? []));
  const handlers = [
    ...storage.queries.map((handler) => ({ ...handler, type: 'Query' })),
    ...storage.mutations.map((handler) => ({ ...handler, type: 'Mutation' })),
    ...storage.subscriptions.map((handler) => ({ ...handler, type: 'Subscription' })),
  ];
  const nameOf = (target: { name: string }, method?: string) => {
    const handler = handlers.find((candidate) => candidate.target === target && candidate.methodName === method);
    return handler ? `${handler.type}.${handler.schemaName}` : `${target.name}.${method ?? '*'}`;
  };
  return [
    ...storage.authorizedResolver.map(({ target, roles }) => ({ target, method: undefined, roles })),
    ...storage.authorizedFields.map(({ target, fieldName, roles }) => ({ target, method: fieldName, roles })),
  ]
    .filter(({ target }) => registered.has(target))
    .map(({ target, method, roles }) => ({ operation: nameOf(target, method), access: accessOf(roles) }))
    .concat(
      [...ADMIN_ONLY_COLLECTIONS].map(([collection, roles]) => ({
        operation: `Subscription.dataChanged(collection: "${collection}")`,
        access: accessOf(roles),
      })),
    );
}

const TYPE_ORDER = ['Query', 'Mutation', 'Subscription'];

/** Each scope, what it is for and the operations it allows, for docs/api.md (a test keeps the committed table equal to this). */
export function scopeTable(): string {
  // In name order: the order resolvers register in depends on which module a process imports first.
  const operations = guardedOperations().sort(
    (a, b) =>
      TYPE_ORDER.indexOf(a.operation.split('.')[0]) - TYPE_ORDER.indexOf(b.operation.split('.')[0]) ||
      a.operation.localeCompare(b.operation),
  );
  const code = (text: string) => `\`${text}\``;
  const rows = API_SCOPES.map((scope) => {
    const allowed = operations.flatMap(({ operation, access }) => {
      if (access.kind !== 'scopes' || !access.scopes.includes(scope)) return [];
      const others = access.scopes.filter((other) => other !== scope);
      return [`${code(operation)}${others.length ? ` (with ${others.map(code).join(', ')})` : ''}`];
    });
    const listed = allowed.length ? allowed.join(', ') : 'none beyond the public operations, which need no token';
    return `| ${code(scope)} | ${API_SCOPE_DESCRIPTIONS[scope]} | ${listed} |`;
  });
  const ownerOnly = operations.filter(({ access }) => access.kind === 'owner').map(({ operation }) => code(operation));
  return [
    '| scope | what it is for | the operations it allows |',
    '|---|---|---|',
    ...rows,
    `| none: the owner's session only | the owner's account, devices, backups, API tokens, webhooks and the site's own setup | ${ownerOnly.join(', ')} |`,
  ].join('\n');
}
