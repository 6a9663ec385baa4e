import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../modules/auth/auth-checker';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { BookingResolver } from '../modules/booking/booking.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';

/** Every resolver of the API; each domain adds its own here. */
const resolvers = [AuthResolver, BookingResolver, ContactResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: { forbidUnknownValues: false },
  });
}
