import { graphql } from '../../../gql';

/** The profile as the screen reads it and as a save answers it. */
export const BusinessProfileFields = graphql(`
  fragment BusinessProfileFields on BusinessProfile {
    name
    phone
    emergencyPhone
    email
    address {
      street
      city
      region
      postalCode
    }
    latitude
    longitude
    licenceNumbers
    openingHours {
      open
      close
    }
    closures {
      name
      spanishName
      from
      to
    }
    emergencyService
    serviceAreas {
      name
      slug
      zipCodes
    }
    foundedYear
    figures {
      customers
      satisfaction
    }
    reviewUrl
    socialProfiles
  }
`);

export const AdminBusinessProfileDocument = graphql(`
  query AdminBusinessProfile {
    businessProfile {
      ...BusinessProfileFields
    }
  }
`);

export const SaveBusinessProfileMutation = graphql(`
  mutation SaveBusinessProfile($input: BusinessProfileInput!) {
    saveBusinessProfile(input: $input) {
      ...BusinessProfileFields
    }
  }
`);
