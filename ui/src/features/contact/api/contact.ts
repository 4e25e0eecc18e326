import { restOk } from '../../../lib/rest';

export interface ContactMessage {
  subject: string;
  email: string;
  message: string;
}

/** `POST /api/contact` (multipart, Bearer): only filled fields are sent (spec section 5). */
export function sendContactMessage(message: ContactMessage): Promise<void> {
  const form = Object.fromEntries(Object.entries(message).filter(([, value]) => value.trim() !== ''));
  return restOk('/api/contact', { form, auth: true });
}
