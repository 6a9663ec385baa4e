import type { DataSource } from 'typeorm';
import type { Config } from './config/env';
import type { Logger } from './logger';
import { DOMAIN_MODULES, type DomainModules } from './modules';
import type { AnyDomainModule, DomainModule, ModuleDeps, Plumbing } from './modules/domain-module';

type Module = DomainModules[number];
/* eslint-disable @typescript-eslint/no-explicit-any -- conditional types matching any instantiation of DomainModule, to infer one parameter */
type ProvidedBy<M> = M extends DomainModule<string, any, infer Provides, any> ? Provides : never;
type NeedsOf<M> = M extends DomainModule<string, infer Needs, any, any> ? Needs : never;
type OptionsOf<M> = M extends DomainModule<string, any, any, infer Options> ? Options : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
type Intersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** The app's services, built once per process from the registered domains and shared by GraphQL and REST. */
export type Services = Plumbing & Intersection<ProvidedBy<Module>>;

/** What tests (and only tests) tune, by domain: timings, limits, the clock, the mail transport. */
export type ServiceOverrides = { [M in Module as M['name']]?: OptionsOf<M> };

/** The names of the domains that need a service no domain provides. */
type UnmetNeeds<M = Module> = M extends Module ? (Services extends NeedsOf<M> ? never : M['name']) : never;
/** Compiles only when every domain's needs are met; otherwise the error names the domain. */
type NoUnmetNeeds<Unmet extends never> = Unmet;
export type EveryNeedIsMet = NoUnmetNeeds<UnmetNeeds>;

/**
 * The services built so far, for the next domain to build on: reading one that no earlier domain
 * provides is a mistake in the order of modules/index.ts, said at once rather than found later as
 * an undefined service.
 */
function builtSoFar(services: Record<string, unknown>, module: string): Record<string, unknown> {
  return new Proxy(services, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target)) {
        throw new Error(`The ${module} module uses '${key}', which no module before it in modules/index.ts provides`);
      }
      return Reflect.get(target, key);
    },
  });
}

export function createServices(db: DataSource, config: Config, logger: Logger, overrides: ServiceOverrides = {}): Services {
  const services: Record<string, unknown> = { db, config, logger };
  const modules: readonly AnyDomainModule[] = DOMAIN_MODULES;
  for (const module of modules) {
    const options = (overrides as Record<string, unknown>)[module.name];
    Object.assign(services, module.createServices(builtSoFar(services, module.name) as ModuleDeps, options));
  }
  const built = services as unknown as Services;
  // Heads are asked in module order, before the app's own routes; sitemap sources add their URLs; the areas with a page are named on every page.
  for (const module of DOMAIN_MODULES) {
    const heads = module.routeHeads?.(built);
    if (heads) built.seo.addRouteHeads(heads);
    const sitemapEntries = module.sitemapEntries?.(built);
    if (sitemapEntries) built.seo.addSitemapSource(sitemapEntries);
    const listedAreas = module.listedAreas?.(built);
    if (listedAreas) built.seo.setListedAreas(listedAreas);
  }
  return built;
}

/** Calls every domain's start hook, in module order (change events listen, the outbox worker polls). */
export async function startModules(services: Services): Promise<void> {
  for (const module of DOMAIN_MODULES) await module.start?.(services);
}

/** Calls every domain's stop hook, in reverse module order. */
export async function stopModules(services: Services): Promise<void> {
  for (const module of [...DOMAIN_MODULES].reverse()) await module.stop?.(services);
}
