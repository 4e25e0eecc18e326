import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlRequest } from '../../../lib/graphql';
import { notify, reportError } from '../../../lib/notifications';
import { graphqlQuery } from '../../../lib/query';
import { RECOMMENDATIONS_MESSAGES as M } from '../messages';

/** « Offres pour vous »: the signed-in candidate's recommended offers, each with why. */
export const OffersForYouQuery = graphql(`
  query OffersForYou {
    offersForYou {
      reasons
      jobOffer {
        id
        _id
        title
        slug
        localizedCompany {
          id
          company {
            id
            name
          }
          address {
            locality {
              id
              name
              postalCode
            }
          }
        }
      }
    }
  }
`);

/** Her preferences and the choices of their form. */
export const CandidatePreferencesQuery = graphql(`
  query CandidatePreferences {
    candidatePreferences {
      positions {
        id
        name
      }
      localities {
        id
        name
      }
      radiusKm
      contracts {
        id
        name
      }
      payFloor
      payFloorPeriod
      availableFrom
      recommendationsEnabled
      weeklyMail
      dismissals
    }
    jobContracts {
      edges {
        node {
          id
          name
        }
      }
    }
    jobPositions(first: 100) {
      edges {
        node {
          id
          name
          level
        }
      }
    }
  }
`);

export const SaveCandidatePreferencesMutation = graphql(`
  mutation SaveCandidatePreferences($input: CandidatePreferencesInput!) {
    saveCandidatePreferences(input: $input) {
      recommendationsEnabled
      weeklyMail
      dismissals
    }
  }
`);

export const DismissRecommendationMutation = graphql(`
  mutation DismissRecommendation($jobOffer: ID!) {
    dismissRecommendation(jobOffer: $jobOffer)
  }
`);

export const EraseRecommendationDismissalsMutation = graphql(`
  mutation EraseRecommendationDismissals {
    eraseRecommendationDismissals
  }
`);

export const useOffersForYou = () => useQuery(graphqlQuery(OffersForYouQuery, {}));
export const useCandidatePreferences = () => useQuery(graphqlQuery(CandidatePreferencesQuery, {}));

export interface PreferencesInput {
  positions: string[];
  localities: string[];
  radiusKm: number;
  contracts: string[];
  payFloor: number | null;
  payFloorPeriod: 'YEAR' | 'MONTH' | 'HOUR' | null;
  availableFrom: string | null;
  recommendationsEnabled: boolean;
  weeklyMail: boolean;
}

/** Saves her preferences; her offers are asked again. */
export function useSavePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PreferencesInput) => graphqlRequest(SaveCandidatePreferencesMutation, { input }),
    onSuccess: () => {
      notify({ severity: 'success', message: M.preferences.saved });
      return Promise.all([
        client.invalidateQueries({ queryKey: ['CandidatePreferences'] }),
        client.invalidateQueries({ queryKey: ['OffersForYou'] }),
      ]);
    },
    onError: reportError,
  });
}

/** « Pas pour moi »: the offer leaves her list for good. */
export function useDismissRecommendation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (jobOffer: string) => graphqlRequest(DismissRecommendationMutation, { jobOffer }),
    onSuccess: () => {
      notify({ severity: 'success', message: M.forYou.dismissed });
      return client.invalidateQueries({ queryKey: ['OffersForYou'] });
    },
    onError: reportError,
  });
}

/** « Effacer mes refus ». */
export function useEraseDismissals() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => graphqlRequest(EraseRecommendationDismissalsMutation, {}),
    onSuccess: () => {
      notify({ severity: 'success', message: M.preferences.erased });
      return Promise.all([
        client.invalidateQueries({ queryKey: ['CandidatePreferences'] }),
        client.invalidateQueries({ queryKey: ['OffersForYou'] }),
      ]);
    },
    onError: reportError,
  });
}
