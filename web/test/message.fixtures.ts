// What the tests of screens that open a message share (the messages list, Today): the message dialog asks for its photos.
import type { MockLink } from '@apollo/client/testing';
import { MessagePhotosDocument } from '../src/gql/graphql';

/** No photos came with the message, each time its dialog asks. */
export const noMessagePhotosMock = (id: string): MockLink.MockedResponse => ({
  request: { query: MessagePhotosDocument, variables: { id } },
  result: { data: { contactMessage: { __typename: 'ContactMessage', id, photos: [] } } },
  maxUsageCount: Infinity,
});
