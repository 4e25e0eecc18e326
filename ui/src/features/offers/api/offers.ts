import { useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlMutation, graphqlQuery } from '../../../lib/query';

/** Everything an offer page shows (spec section 3, JobOffer). */
export const JobOfferFieldsFragment = graphql(`
  fragment JobOfferFields on JobOffer {
    id
    _id
    slug
    title
    description
    companyPresentation
    perfectCandidateDescription
    status
    statusLabel
    expired
    contactAccount
    applicationsCount
    createdByName
    publishedByName
    laBonneAlternance {
      state
      reasonCode
      reasonLabel
    }
    craftLabels
    jobOfferAd {
      urgent
      startsAt
      endsAt
    }
    jobContract {
      id
      name
      freePublication
    }
    jobTypes {
      id
      name
    }
    jobSalary {
      id
      intervalLabel
    }
    pay {
      minCents
      maxCents
      period
      variable
      spreadReason
    }
    training {
      diploma {
        id
        name
        rncpLevel
      }
      school
      rhythm
      durationMonths
      duration
      startsOn
      start
      legalPay {
        label
        note
        smicMonthlyCents
        since
        hourlyCents
        bands {
          label
          cells {
            year
            sharePercent
            monthlyCents
            label
          }
        }
      }
    }
    jobPosition {
      id
      name
    }
    salaryPage {
      path
      title
    }
    localizedCompany {
      id
      logoPath
      company {
        id
        _id
        slug
        name
        presentation
        responsiveness {
          answerLine
          readingLine
        }
        works {
          id
          altText
          caption
          width
          height
          src
          srcsetWebp
          srcsetJpeg
        }
      }
      address {
        address1
        locality {
          id
          _id
          name
          postalCode
          city {
            name
          }
        }
      }
    }
  }
`);

/** One offer: published or expired for everyone, drafts and suspended ones for their company. */
export const JobOfferQuery = graphql(`
  query JobOffer($id: ID!) {
    jobOffer(id: $id) {
      ...JobOfferFields
    }
  }
`);

/** The choices of the offer form: filters and the recruiter's companies. */
export const OfferFormOptionsQuery = graphql(`
  query OfferFormOptions {
    jobContracts {
      edges {
        node {
          id
          name
          freePublication
          trainingKind
        }
      }
    }
    diplomas {
      edges {
        node {
          id
          name
          rncpLevel
        }
      }
    }
    jobTypes {
      edges {
        node {
          id
          name
        }
      }
    }
    jobSalaries {
      edges {
        node {
          id
          intervalLabel
        }
      }
    }
    jobPositions(first: 100) {
      edges {
        node {
          id
          name
          level
          parent {
            id
          }
        }
      }
    }
    companies(getOnlyMine: 1) {
      edges {
        node {
          id
          name
          presentation
        }
      }
    }
  }
`);

/** Place suggestions of the form (label `name postalCode`, biggest towns first). */
export const OfferLocalitiesQuery = graphql(`
  query OfferLocalities($search: String) {
    localities(search: $search, first: 10) {
      edges {
        node {
          id
          name
          postalCode
        }
      }
    }
  }
`);

/** The company's own offers, newest first (deleted ones hidden). */
export const MyJobOffersQuery = graphql(`
  query MyJobOffers($start_cursor: String) {
    jobOffers(get_only_mine: 1, nb_items: 50, start_cursor: $start_cursor) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...MyJobOfferFields
        }
      }
    }
  }
`);

export const MyJobOfferFieldsFragment = graphql(`
  fragment MyJobOfferFields on JobOffer {
    id
    _id
    slug
    title
    status
    statusLabel
    applicationsCount
    unreadApplicationsCount
    waitingApplicationsCount
    createdByName
    publishedByName
    laBonneAlternance {
      state
      reasonCode
      reasonLabel
    }
    stats {
      views
      applyClicks
    }
    jobContract {
      id
      name
      freePublication
    }
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
`);

export const CreateJobOfferMutation = graphql(`
  mutation CreateJobOffer($input: JobOfferInput!) {
    createJobOffer(input: $input) {
      jobOffer {
        ...JobOfferFields
      }
      clientMutationId
    }
  }
`);

export const UpdateJobOfferMutation = graphql(`
  mutation UpdateJobOffer($input: JobOfferInput!) {
    updateJobOffer(input: $input) {
      jobOffer {
        ...JobOfferFields
      }
      clientMutationId
    }
  }
`);

/** 2 publish, 0 suspend, -2 delete. */
export const UpdateStatusJobOfferMutation = graphql(`
  mutation UpdateStatusJobOffer($input: UpdateStatusJobOfferInput!) {
    updateStatusJobOffer(input: $input) {
      jobOffer {
        id
        status
        statusLabel
      }
    }
  }
`);

export const DeleteJobOfferMutation = graphql(`
  mutation DeleteJobOffer($input: JobOfferIdInput!) {
    deleteJobOffer(input: $input) {
      id
      clientMutationId
    }
  }
`);

export const DuplicateJobOfferMutation = graphql(`
  mutation DuplicateJobOffer($input: JobOfferIdInput!) {
    duplicateJobOffer(input: $input) {
      jobOffer {
        ...MyJobOfferFields
      }
    }
  }
`);

/** An offer's page; on its first screen, the server's answer. */
export const useJobOffer = (id: string) => useQuery(graphqlQuery(JobOfferQuery, { id }));

/** The offer form's choices (filters, the recruiter's companies). */
export const useOfferFormOptions = () => useQuery(graphqlQuery(OfferFormOptionsQuery, {}));

// The company's list (`useMyJobOffers`) keeps its pages itself: each change updates it from the answer.
export const useUpdateJobOfferStatus = () => useMutation({ mutationFn: graphqlMutation(UpdateStatusJobOfferMutation) });
export const useDuplicateJobOffer = () => useMutation({ mutationFn: graphqlMutation(DuplicateJobOfferMutation) });
export const useDeleteJobOffer = () => useMutation({ mutationFn: graphqlMutation(DeleteJobOfferMutation) });
export const useCreateJobOffer = () => useMutation({ mutationFn: graphqlMutation(CreateJobOfferMutation) });
export const useUpdateJobOffer = () => useMutation({ mutationFn: graphqlMutation(UpdateJobOfferMutation) });

/** A page of the company's offers after `cursor` (null: the first). */
export const myJobOffersQuery = (cursor: string | null = null) =>
  graphqlQuery(MyJobOffersQuery, cursor === null ? {} : { start_cursor: cursor });
