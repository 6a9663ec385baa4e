import { Field, ObjectType } from 'type-graphql';

/** What a route says about itself; whatever it leaves out comes from the global SEO settings. */
export interface HeadFields {
  /** The route's own path, e.g. /about: the canonical URL unless `canonical` says otherwise. */
  path: string;
  /** The whole document title, used as it is. */
  title?: string;
  description?: string;
  keywords?: string[];
  /** Absolute, or a path on this site. */
  canonical?: string;
  /** Meta robots content; default 'index, follow'. */
  robots?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  twitterCard?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
  /** The route's own JSON-LD, as JSON text. */
  schema?: string;
}

/** The document head of a public route, every value final (absolute URLs, defaults applied). */
@ObjectType({ description: 'The document head of a public route, as the server writes it' })
export class DocumentHead {
  @Field() title: string;
  @Field() description: string;
  @Field(() => [String]) keywords: string[];
  @Field() canonical: string;
  @Field() robots: string;
  @Field() ogTitle: string;
  @Field() ogDescription: string;
  @Field(() => String, { nullable: true }) ogImage: string | null;
  @Field() ogUrl: string;
  @Field() ogType: string;
  @Field() ogSiteName: string;
  @Field() twitterCard: string;
  @Field() twitterTitle: string;
  @Field() twitterDescription: string;
  @Field(() => String, { nullable: true }) twitterImage: string | null;
  @Field(() => String, { nullable: true, description: "The route's own JSON-LD (JSON text), or null" })
  schema: string | null;
}
