import { Field, ObjectType } from 'type-graphql';

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
