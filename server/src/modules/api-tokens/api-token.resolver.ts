import { Arg, Mutation, Query, Resolver } from 'type-graphql';
import { IdArg } from '../../lib/id-arg';
import { OwnerOnly } from '../auth';
import { ApiToken } from './api-token.entity';
import { ApiTokenInput } from './api-token.inputs';
import type { ApiTokenService } from './api-token.service';
import { CreatedApiToken } from './api-token.types';

/** The owner's API tokens: the owner's session alone manages them (a token cannot make or revoke tokens). */
@Resolver(() => ApiToken)
export class ApiTokenResolver {
  constructor(private readonly services: { apiTokens: ApiTokenService }) {}

  @OwnerOnly()
  @Query(() => [ApiToken], { description: 'Every API token, revoked ones too, newest first; never the tokens themselves' })
  apiTokens(): Promise<ApiToken[]> {
    return this.services.apiTokens.list();
  }

  @OwnerOnly()
  @Mutation(() => CreatedApiToken, { description: 'Makes an API token with these scopes; the answer is the only time the token is shown' })
  createApiToken(@Arg('input') input: ApiTokenInput): Promise<CreatedApiToken> {
    return this.services.apiTokens.create(input);
  }

  @OwnerOnly()
  @Mutation(() => ApiToken, { nullable: true, description: 'Revokes an API token at once; null when there is no such token' })
  revokeApiToken(@IdArg() id: string): Promise<ApiToken | null> {
    return this.services.apiTokens.revoke(id);
  }
}
