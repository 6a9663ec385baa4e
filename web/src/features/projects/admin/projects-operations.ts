import { graphql } from '../../../gql';

export const AdminProjectsQuery = graphql(`
  query AdminProjects {
    projects {
      ...ProjectDetailFields
      updatedAt
      image
      imageUrl
      tableOnly
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
