import { graphql } from '../../gql';

/** What the owner wrote on an area's page, in English and in Spanish: the public page shows it, the editor edits it. */
export const AreaPageTextFields = graphql(`
  fragment AreaPageTextFields on AreaPage {
    intro
    faq {
      question
      answer
    }
    es {
      intro
      faq {
        question
        answer
      }
    }
  }
`);
