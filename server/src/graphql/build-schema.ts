import type { GraphQLSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions, type ContainerType, type PubSub } from 'type-graphql';
import { DOMAIN_MODULES } from '../modules';
import { authChecker } from '../modules/auth';
import type { AnyDomainModule } from '../modules/domain-module';
import { changeEventPubSub } from '../modules/events';
import type { Services } from '../services';

const modules: readonly AnyDomainModule[] = DOMAIN_MODULES;

/** Every resolver of the API: the registered domains'. */
const resolvers = modules.flatMap((module) => module.resolvers ?? []) as unknown as BuildSchemaOptions['resolvers'];

/**
 * Each resolver, built once for this app with the services of the app (typed, in each resolver's
 * constructor, as the few its domain gives it): type-graphql asks this container for them.
 */
function resolverContainer(services: Services): ContainerType {
  const instances = new Map<unknown, object>(
    modules.flatMap((module) => (module.resolvers ?? []).map((Resolver) => [Resolver, new Resolver(services)] as const)),
  );
  return {
    get(resolver) {
      const instance = instances.get(resolver);
      if (!instance) throw new Error(`${resolver.name} is not a resolver of any registered module`);
      return instance;
    },
  };
}

/** Emitting the schema (`npm run codegen`) runs nothing: no resolver is built and nothing is published. */
const noPubSub: PubSub = {
  publish() {
    throw new Error('the schema was built without services');
  },
  subscribe() {
    throw new Error('the schema was built without services');
  },
};

/** The API's schema; with the app's services, ready to run (without, as `npm run codegen` emits it). */
export function buildAppSchema(services?: Services): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    container: services && resolverContainer(services),
    pubSub: services ? changeEventPubSub(services.changeEvents) : noPubSub,
    validate: { forbidUnknownValues: false },
  });
}
