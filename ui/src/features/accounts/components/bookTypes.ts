/** The shapes of « Mon book » the components share, from the generated types. */
import type { MyBookQuery } from '../../../gql/graphql';

export type Book = MyBookQuery['myBook'];
export type Project = Book['projects'][number];
export type BookImage = Project['images'][number];
