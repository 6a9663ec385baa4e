import { graphql } from '../../../gql';
import type { AdminPagesQuery as AdminPagesData } from '../../../gql/graphql';

/** A page as the pages list shows it. */
export type ListedPage = AdminPagesData['pagesToEdit'][number];

export const AdminPagesQuery = graphql(`
  query AdminPages {
    pagesToEdit {
      id
      title
      slug
      type
      updatedAt
      publishedAt
      unpublishedChanges
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
    pageToEdit(id: $id) {
      ...EditablePage
    }
  }
`);

export const EditablePageFragment = graphql(`
  fragment EditablePage on Page {
    id
    updatedAt
    publishedAt
    unpublishedChanges
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

/** Publish: saves the form and makes it what visitors read, in one step. */
export const SavePageMutation = graphql(`
  mutation SavePage($input: PageInput!) {
    savePage(input: $input) {
      ...EditablePage
    }
  }
`);

/** Save draft (issue #52): visitors keep reading the published version. */
export const SavePageDraftMutation = graphql(`
  mutation SavePageDraft($input: PageInput!) {
    savePageDraft(input: $input) {
      ...EditablePage
    }
  }
`);

export const PageRevisionsQuery = graphql(`
  query PageRevisions($pageId: ID!) {
    pageRevisions(pageId: $pageId) {
      id
      publishedAt
      title
      content
    }
  }
`);

export const RestorePageRevisionMutation = graphql(`
  mutation RestorePageRevision($id: ID!, $expectedUpdatedAt: DateTimeISO) {
    restorePageRevision(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {
      ...EditablePage
    }
  }
`);

export const DeletePageMutation = graphql(`
  mutation DeletePage($id: ID!) {
    deletePage(id: $id)
  }
`);

/** Publish from the preview (issue #52): the draft as saved becomes what visitors read. */
export const PublishPageMutation = graphql(`
  mutation PublishPage($id: ID!, $expectedUpdatedAt: DateTimeISO) {
    publishPage(id: $id, expectedUpdatedAt: $expectedUpdatedAt) {
      ...EditablePage
    }
  }
`);
