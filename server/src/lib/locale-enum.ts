import { LOCALES } from '@plumbing/shared';
import { graphqlEnum } from './graphql-enum';

/** The languages of the public site as a GraphQL enum (issue #41): a customer's, stored with what they sent. */
export const LocaleValue = graphqlEnum('Locale', LOCALES, 'A language the public site speaks: en (English) or es (Spanish)');
