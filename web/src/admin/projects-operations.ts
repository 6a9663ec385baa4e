import { graphql } from '../gql';

export const AdminProjectsQuery = graphql(`
  query AdminProjects {
    projects {
      id
      title
      description
      category
      image
      imageUrl
      completionDate
      highlights
      type
      details
      tableOnly
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
      gallery {
        url
        caption
        picture {
          src
          srcset
          width
          height
        }
      }
      picture {
        src
        srcset
        width
        height
      }
    }
  }
`);

export const SaveProjectMutation = graphql(`
  mutation SaveProject($input: ProjectInput!) {
    saveProject(input: $input) {
      id
    }
  }
`);

export const DeleteProjectMutation = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`);

export const UploadImageMutation = graphql(`
  mutation UploadImage($file: Upload!, $key: String!) {
    uploadImage(file: $file, key: $key)
  }
`);
