import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/**
 * A company's public page (`/entreprises/:companyId/:companySlug`, issue 37): the server
 * writes its first screen from this very query (ui/vite.config.ts), so the offers' fields are
 * those of the search's result cards.
 */
export const PublicCompanyQuery = graphql(`
  query PublicCompany($id: ID!) {
    company(id: $id) {
      id
      _id
      name
      slug
      presentation
      logoPath
      cover {
        width
        height
        src
        srcsetWebp
        srcsetJpeg
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
      jobPositions {
        id
        name
      }
      tagWords
      website
      city
      size
      responsiveness {
        answerLine
        readingLine
      }
      labels {
        kind
        name
        holderName
      }
      verification {
        siretSpaced
        legalName
        naf
        size
      }
      jobOffers {
        id
        _id
        slug
        title
        descriptionPreview
        distance
        jobOfferAd {
          urgent
        }
        jobContract {
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
        }
        localizedCompany {
          id
          logoPath
          company {
            id
            name
          }
          address {
            locality {
              id
              name
            }
          }
        }
      }
    }
  }
`);

/** A company's public page; on its first screen, the server's answer. */
export const usePublicCompany = (id: string) => useQuery(graphqlQuery(PublicCompanyQuery, { id }));
