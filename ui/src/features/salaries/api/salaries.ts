import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/**
 * A salary barometer's page (`/salaires/:trade`, `/salaires/:trade/:region`; docs/salaries.md):
 * the server writes its first screen from this very query (ui/vite.config.ts).
 */
export const SalaryBarometerQuery = graphql(`
  query SalaryBarometer($trade: String!, $region: String) {
    salaryBarometer(trade: $trade, region: $region) {
      title
      path
      regionName
      updatedOn
      minAds
      minCompanies
      trade {
        code
        name
        pluralName
        family
        path
        ads
        shown
      }
      cells {
        contract {
          id
          name
        }
        ads
        figures {
          medianMin
          medianMax
          quartileLow
          quartileHigh
        }
      }
      regions {
        slug
        name
        path
        ads
        shown
      }
    }
  }
`);

/** `/salaires`: every trade, in the tree's order. */
export const SalaryTradesQuery = graphql(`
  query SalaryTrades {
    salaryTrades {
      code
      name
      pluralName
      family
      path
      ads
      shown
    }
  }
`);

/** A barometer page; `region` undefined on the trade's page (the server's variables omit it too). */
export const useSalaryBarometer = (trade: string, region: string | undefined) =>
  useQuery(graphqlQuery(SalaryBarometerQuery, region === undefined ? { trade } : { trade, region }));

export const useSalaryTrades = () => useQuery(graphqlQuery(SalaryTradesQuery, {}));
