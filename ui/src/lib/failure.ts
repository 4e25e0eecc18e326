import { GraphqlRequestError } from './graphql';
import { RestError } from './rest';

/**
 * A failed call as a form shows it: the French message(s), the stable error codes (GraphQL
 * `extensions.code`, REST `code`) and whether it was already handled (a 401 went to sign-in).
 */
export function failureOf(error: unknown): { message: string; codes: string[]; handled: boolean } {
  if (error instanceof GraphqlRequestError) {
    const codes = error.errors.map((item) => item.extensions?.code).filter((code): code is string => typeof code === 'string');
    return { message: error.message, codes, handled: error.status === 401 };
  }
  if (error instanceof RestError) return { message: error.message, codes: error.code ? [error.code] : [], handled: error.handled };
  return { message: error instanceof Error ? error.message : String(error), codes: [], handled: false };
}
