import { graphql } from '../../gql';

/** A photo as an <img> needs it: the address, the web-sized copies and the intrinsic size. */
export const PictureFields = graphql(`
  fragment PictureFields on ResponsiveImage {
    src
    srcset
    width
    height
  }
`);

/** What a project's card shows (ProjectCard), wherever a list of cards asks for it. */
export const ProjectCardFields = graphql(`
  fragment ProjectCardFields on Project {
    id
    title
    description
    category
    completionDate
    picture {
      ...PictureFields
    }
    es {
      title
      description
    }
  }
`);

/** What the detail page shows of a project; the admin editor reads the same and a little more. */
export const ProjectDetailFields = graphql(`
  fragment ProjectDetailFields on Project {
    id
    title
    description
    category
    type
    completionDate
    highlights
    details
    specifications {
      duration
      location
      services
      materials
    }
    projectDetails {
      challenge
      solution
      outcome
    }
    picture {
      ...PictureFields
    }
    gallery {
      url
      caption
      picture {
        ...PictureFields
      }
    }
    es {
      title
      description
      type
      details
      duration
      location
      challenge
      solution
      outcome
      highlights
      services
      materials
    }
  }
`);
