import { useQuery } from '@tanstack/react-query';
import { graphql } from '../../../gql';
import { graphqlQuery } from '../../../lib/query';

/** The home page's latest 4 posts (spec section 9), partners and testimonials, in one request. */
export const HomeShowcaseQuery = graphql(`
  query HomeShowcase {
    lastPosts(nb_items: 4) {
      id
      _id
      slug
      title
      intro
      featuredImagePath
      publishedAt
    }
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
`);

/** The home page's posts, partners and testimonials; on its first screen, the server's answer. */
export const useHomeShowcase = () => useQuery(graphqlQuery(HomeShowcaseQuery, {}));
