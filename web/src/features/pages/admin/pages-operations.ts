import { graphql } from '../../../gql';

export const AdminPagesQuery = graphql(`
  query AdminPages {
    pages {
      id
      title
      slug
      type
      updatedAt
      seo {
        title
        redirectUrl
        robots {
          noindex
        }
      }
    }
  }
`);

export const AdminPageQuery = graphql(`
  query AdminPage($id: ID!) {
    page(id: $id) {
      ...EditablePage
    }
  }
`);

export const EditablePageFragment = graphql(`
  fragment EditablePage on Page {
    id
    updatedAt
    title
    slug
    content
    type
    seo {
      title
      description
      keywords
      canonicalUrl
      redirectUrl
      schema
      robots {
        noindex
        nofollow
        noarchive
        nosnippet
        noimageindex
        notranslate
      }
      social {
        ogTitle
        ogDescription
        ogImage
        twitterCard
        twitterTitle
        twitterDescription
        twitterImage
      }
    }
    es {
      title
      content
      seoTitle
      seoDescription
    }
  }
`);

export const SavePageMutation = graphql(`
  mutation SavePage($input: PageInput!) {
    savePage(input: $input) {
      ...EditablePage
    }
  }
`);

export const DeletePageMutation = graphql(`
  mutation DeletePage($id: ID!) {
    deletePage(id: $id)
  }
`);
