/**
 * The e-mail confirmation the server asks for before a company buys or publishes (spec
 * section 4; docs/offers.md). Shared by the dashboard banner and the offer form.
 */
import { restOk } from './rest';

/** `POST /api/resend-confirmation`: a new confirmation mail, at most one a minute (429). */
export function resendConfirmation(): Promise<void> {
  return restOk('/api/resend-confirmation', { auth: true });
}
