import { graphql } from '../../gql';

/** A page's document head as the server writes it (DocumentHead): what a screen with its own head asks for. */
export const DocumentHeadFields = graphql(`
  fragment DocumentHeadFields on DocumentHead {
    title
    description
    keywords
    canonical
    robots
    ogTitle
    ogDescription
    ogImage
    ogUrl
    ogType
    twitterCard
    twitterTitle
    twitterDescription
    twitterImage
    schema
  }
`);
