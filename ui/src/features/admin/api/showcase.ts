import { graphql } from '../../../gql';

export const AdminShowcaseQuery = graphql(`
  query AdminShowcase {
    admin {
      partners {
        id
        name
        logoPath
        url
      }
      testimonials {
        id
        author
        role
        quote
        photoPath
      }
    }
  }
`);

export const CreatePartnerMutation = graphql(`
  mutation CreatePartner($input: AdminPartnerInput!) {
    admin {
      createPartner(input: $input) {
        id
      }
    }
  }
`);

export const UpdatePartnerMutation = graphql(`
  mutation UpdatePartner($id: Int!, $input: AdminPartnerInput!) {
    admin {
      updatePartner(id: $id, input: $input) {
        id
      }
    }
  }
`);

export const DeletePartnerMutation = graphql(`
  mutation DeletePartner($id: Int!) {
    admin {
      deletePartner(id: $id)
    }
  }
`);

export const MovePartnerMutation = graphql(`
  mutation MovePartner($id: Int!, $direction: AdminMoveDirection!) {
    admin {
      movePartner(id: $id, direction: $direction) {
        id
      }
    }
  }
`);

export const CreateTestimonialMutation = graphql(`
  mutation CreateTestimonial($input: AdminTestimonialInput!) {
    admin {
      createTestimonial(input: $input) {
        id
      }
    }
  }
`);

export const UpdateTestimonialMutation = graphql(`
  mutation UpdateTestimonial($id: Int!, $input: AdminTestimonialInput!) {
    admin {
      updateTestimonial(id: $id, input: $input) {
        id
      }
    }
  }
`);

export const DeleteTestimonialMutation = graphql(`
  mutation DeleteTestimonial($id: Int!) {
    admin {
      deleteTestimonial(id: $id)
    }
  }
`);

export const MoveTestimonialMutation = graphql(`
  mutation MoveTestimonial($id: Int!, $direction: AdminMoveDirection!) {
    admin {
      moveTestimonial(id: $id, direction: $direction) {
        id
      }
    }
  }
`);
