/** The sign-in page's typed address, handed to `/password-reset` in the history state (issue 58, minor 26). */
export interface ResetState {
  email: string;
}

export const resetState = (email: string): ResetState => ({ email: email.trim() });

/** The carried address, or '' when the page was opened otherwise. */
export function carriedEmail(state: unknown): string {
  const email = (state as Partial<ResetState> | null)?.email;
  return typeof email === 'string' ? email : '';
}
