import { graphql } from '../../../gql';

export const SiteWarningsDocument = graphql(`
  query SiteWarnings {
    siteWarnings {
      part
      title
      action
      link {
        label
        to
      }
      dismissible
    }
  }
`);
