import type { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from '../config/env';
import type { Logger } from '../logger';
import type { ListedAreasSource, RouteHeadProvider, SitemapSource } from './public-routes';

/** What every domain may build on: the process's database, settings and log. */
export interface Plumbing {
  db: DataSource;
  config: Config;
  logger: Logger;
}

/**
 * What a domain's services are built from: the plumbing and, by name, the services of the other
 * domains it uses (`Needs`), which modules/index.ts lists before it.
 */
export type ModuleDeps<Needs extends object = object> = Plumbing & Needs;

/** A router the app mounts at `path`, behind a JSON body parser of at most `jsonLimit` when given. */
export interface MountedRouter {
  path: string;
  router: Router;
  jsonLimit?: string;
}

/**
 * A domain's registration: what its index.ts exports for the wiring, which loops over
 * DOMAIN_MODULES (modules/index.ts) and never names a domain's insides. `Needs` are the other
 * domains' services it uses, `Provides` its own (by the name the app knows them), `Options` what
 * tests may tune (AppOptions.overrides[name]).
 *
 * Resolvers are built once per app with the domain's services (`new Resolver(services)`) and
 * handed to type-graphql by a container (graphql/build-schema.ts): a resolver receives the
 * services it calls through its constructor and only who is asking through the request context
 * (auth's RequestContext), so no domain imports the wiring to reach a service.
 */
export interface DomainModule<
  Name extends string = string,
  Needs extends object = object,
  Provides extends object = object,
  Options = never,
> {
  /** The domain's folder name; the key of its test options. */
  name: Name;
  /** Its TypeORM entities (its tables; db/migrations holds their history). */
  entities?: ReadonlyArray<new () => object>;
  /** Its type-graphql resolvers. */
  resolvers?: ReadonlyArray<new (services: Needs & Provides) => object>;
  /** Root query fields anyone may read, with how long (seconds) a browser or CDN may keep the answer. */
  publicReads?: Readonly<Record<string, number>>;
  createServices(deps: ModuleDeps<Needs>, options?: Options): Provides;
  /** Its REST adapters and other routes, mounted before the web app's pages. */
  routers?(services: Needs & Provides, plumbing: Plumbing): MountedRouter[];
  /** The heads of the public URLs it owns (asked in module order, before the app's own routes). */
  routeHeads?(services: Needs & Provides): RouteHeadProvider;
  /** Its URLs in /sitemap.xml. */
  sitemapEntries?(services: Needs & Provides): SitemapSource;
  /** The service areas with a page to point to (one domain's, issue #42): every page's footer and JSON-LD name them. */
  listedAreas?(services: Needs & Provides): ListedAreasSource;
  /** Called once the app is built, in module order; `stop` in reverse order when it closes. */
  start?(services: Needs & Provides): Promise<void> | void;
  stop?(services: Needs & Provides): Promise<void> | void;
}

/** Any domain's registration, as the wiring loops over them (and hands each the app's services, which hold every domain's needs). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any instantiation: the wiring hands `Services` where each domain declares its own needs
export type AnyDomainModule = DomainModule<string, any, any, any>;

/** Declares a domain's registration, its types inferred from `createServices`. */
export function domainModule<Name extends string, Needs extends object, Provides extends object, Options = never>(
  module: DomainModule<Name, Needs, Provides, Options>,
): DomainModule<Name, Needs, Provides, Options> {
  return module;
}
