import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import type { AdminMoveDirection, AdminPartnerInput, AdminTestimonialInput } from '../../../gql/graphql';
import { failureOf } from '../../../lib/failure';
import { graphqlRequest } from '../../../lib/graphql';
import { graphqlQuery } from '../../../lib/query';

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

/** The home page's partners and testimonials, as the back-office edits them. */
export const useAdminShowcase = () => useQuery(graphqlQuery(AdminShowcaseQuery, {}));

/** A form's item: `id` null for a new one. */
export type ShowcaseForm<V> = { id: number | null; values: V };

/** The changes of one list of the showcase. */
export interface ShowcaseRequests<V> {
  save: (form: ShowcaseForm<V>) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  move: (variables: { id: number; direction: AdminMoveDirection }) => Promise<unknown>;
}

export const partnerRequests: ShowcaseRequests<AdminPartnerInput> = {
  save: (form) =>
    form.id === null
      ? graphqlRequest(CreatePartnerMutation, { input: form.values })
      : graphqlRequest(UpdatePartnerMutation, { id: form.id, input: form.values }),
  remove: (id) => graphqlRequest(DeletePartnerMutation, { id }),
  move: (variables) => graphqlRequest(MovePartnerMutation, variables),
};

export const testimonialRequests: ShowcaseRequests<AdminTestimonialInput> = {
  save: (form) =>
    form.id === null
      ? graphqlRequest(CreateTestimonialMutation, { input: form.values })
      : graphqlRequest(UpdateTestimonialMutation, { id: form.id, input: form.values }),
  remove: (id) => graphqlRequest(DeleteTestimonialMutation, { id }),
  move: (variables) => graphqlRequest(MoveTestimonialMutation, variables),
};

/** A change of the showcase that asks the lists again and reports a French error or a notice. */
export function useShowcaseAction<V>(run: (variables: V) => Promise<unknown>, notice: string, after?: () => void) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async () => {
      setMessage({ severity: 'success', text: notice });
      after?.();
      await queryClient.invalidateQueries({ queryKey: ['AdminShowcase'] });
    },
    onError: (failure) => setMessage({ severity: 'error', text: failureOf(failure).message }),
  });
  return { mutation, message, clear: () => setMessage(null) };
}
