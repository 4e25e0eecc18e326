import { GraphqlRequestError } from '../../../lib/graphql';
import { notify } from '../../../lib/notifications';
import { RestError } from '../../../lib/rest';

/** A failure to show, or null when it was already dealt with (a 401 goes to sign-in). */
export function failureMessage(error: unknown): string | null {
  if (error instanceof GraphqlRequestError) return error.status === 401 ? null : error.message;
  if (error instanceof RestError) return error.handled ? null : error.message;
  return error instanceof Error ? error.message : String(error);
}

export function reportFailure(title: string, error: unknown) {
  const message = failureMessage(error);
  if (message !== null) notify({ severity: 'error', title, message });
}
