import { Field, ObjectType } from 'type-graphql';
import { ApiToken } from './api-token.entity';

@ObjectType({ description: 'A token just made: the only answer that ever holds the token itself' })
export class CreatedApiToken {
  @Field({ description: 'The token (tpr_…), to send as `Authorization: Bearer …`. Shown this once: the site keeps only its hash' })
  token: string;

  @Field(() => ApiToken)
  apiToken: ApiToken;
}
