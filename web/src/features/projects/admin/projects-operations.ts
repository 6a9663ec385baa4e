import { graphql } from '../../../gql';

export const AdminProjectsQuery = graphql(`
  query AdminProjects {
    projects {
      ...ProjectDetailFields
      serviceArea
      updatedAt
      image
      imageUrl
      tableOnly
    }
  }
`);

/** The business profile's service areas, one of which a project may have been done in (issue #42). */
export const ProjectServiceAreasQuery = graphql(`
  query ProjectServiceAreas {
    businessProfile {
      serviceAreas {
        name
        slug
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
