import { API_SCOPES, API_TOKEN_NAME_MAX_LENGTH, ApiTokenMessages, isApiScope, type ApiScope } from '@plumbing/shared';
import { ArrayMaxSize, ArrayNotEmpty, Matches, MaxLength, ValidateBy } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { SingleLine } from '../../lib/single-line';

/** A new token as the owner names it and ticks its scopes. */
@InputType()
export class ApiTokenInput {
  @Field({ description: 'What the token is for, e.g. "Accounting sync"' })
  @Matches(/\S/, { message: ApiTokenMessages.nameRequired })
  @MaxLength(API_TOKEN_NAME_MAX_LENGTH, { message: ApiTokenMessages.nameTooLong })
  @SingleLine(ApiTokenMessages.nameOneLine)
  name: string;

  @Field(() => [String], { description: `Among ${API_SCOPES.join(', ')}` })
  @ArrayNotEmpty({ message: ApiTokenMessages.scopesRequired })
  @ArrayMaxSize(API_SCOPES.length, { message: ApiTokenMessages.unknownScope })
  @ValidateBy(
    { name: 'isApiScope', validator: { validate: isApiScope, defaultMessage: () => ApiTokenMessages.unknownScope } },
    { each: true },
  )
  scopes: ApiScope[];
}
