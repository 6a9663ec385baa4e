import { graphql } from '../../../gql';

/** What the library shows of an image, and what its changes answer. */
export const MediaLibraryItemFields = graphql(`
  fragment MediaLibraryItemFields on MediaLibraryItem {
    url
    name
    libraryId
    bytes
    alt
    decorative
    addedAt
    image {
      src
      srcset
      width
      height
    }
    uses {
      kind
      title
      draftOnly
      editPath
    }
  }
`);

export const MediaLibraryQuery = graphql(`
  query MediaLibrary {
    mediaLibrary {
      ...MediaLibraryItemFields
    }
  }
`);

export const UploadLibraryImageMutation = graphql(`
  mutation UploadLibraryImage($file: Upload!) {
    uploadLibraryImage(file: $file) {
      ...MediaLibraryItemFields
    }
  }
`);

export const DescribeLibraryImageMutation = graphql(`
  mutation DescribeLibraryImage($id: ID!, $alt: String!, $decorative: Boolean!) {
    describeLibraryImage(id: $id, alt: $alt, decorative: $decorative) {
      ...MediaLibraryItemFields
    }
  }
`);

export const DeleteLibraryImageMutation = graphql(`
  mutation DeleteLibraryImage($id: ID!) {
    deleteLibraryImage(id: $id)
  }
`);
