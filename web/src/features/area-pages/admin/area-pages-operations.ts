import { graphql } from '../../../gql';

/** A page as the owner's screens read it and as a save answers it. */
export const EditableAreaPageFields = graphql(`
  fragment EditableAreaPage on AreaPage {
    id
    slug
    areaName
    ...AreaPageTextFields
    published
    indexable
    updatedAt
    projects {
      id
    }
  }
`);

/** The business profile's areas and every page written for them (drafts included): the list and the editor read both. */
export const AdminAreaPagesQuery = graphql(`
  query AdminAreaPages {
    businessProfile {
      serviceAreas {
        name
        slug
      }
    }
    areaPages {
      ...EditableAreaPage
    }
  }
`);

export const SaveAreaPageMutation = graphql(`
  mutation SaveAreaPage($input: AreaPageInput!) {
    saveAreaPage(input: $input) {
      ...EditableAreaPage
    }
  }
`);

export const DeleteAreaPageMutation = graphql(`
  mutation DeleteAreaPage($slug: String!) {
    deleteAreaPage(slug: $slug)
  }
`);
