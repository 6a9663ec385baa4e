import { Field, ObjectType } from 'type-graphql';

@ObjectType()
export class SetupStatus {
  @Field()
  needsSetup: boolean;
}

@ObjectType({ description: 'Answer of a sign-in or a setup: a token on success, else the reason' })
export class AuthPayload {
  @Field()
  success: boolean;

  @Field(() => String, { nullable: true })
  token?: string;

  @Field(() => String, { nullable: true })
  error?: string;
}
