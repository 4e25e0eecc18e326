import type { ErrorCode } from '../gql/errorCodes';
import { GraphqlRequestError } from './graphql';
import { RestError } from './rest';

/**
 * The stable codes of a failed call (GraphQL `extensions.code`, REST `code`), typed by the
 * server's exported `ErrorCode`: comparing with a code the server does not have fails to compile.
 */
export function errorCodesOf(error: unknown): ReadonlySet<ErrorCode> {
  if (error instanceof GraphqlRequestError) {
    return new Set(error.errors.map((item) => item.extensions?.code).filter((code): code is ErrorCode => typeof code === 'string'));
  }
  if (error instanceof RestError && error.code) return new Set([error.code]);
  return new Set();
}

/** Whether a failed call carries one of `codes`. */
export function hasErrorCode(error: unknown, ...codes: ErrorCode[]): boolean {
  const found = errorCodesOf(error);
  return codes.some((code) => found.has(code));
}

/**
 * A failed call as a form shows it: the French message(s), the stable error codes and whether
 * it was already handled (a 401 went to sign-in).
 */
export function failureOf(error: unknown): { message: string; codes: ReadonlySet<ErrorCode>; handled: boolean } {
  const codes = errorCodesOf(error);
  if (error instanceof GraphqlRequestError) return { message: error.message, codes, handled: error.status === 401 };
  if (error instanceof RestError) return { message: error.message, codes, handled: error.handled };
  return { message: error instanceof Error ? error.message : String(error), codes, handled: false };
}
