import { describe, expect, it } from 'vitest';
import { TRIAGE_MESSAGES as M } from './messages';

describe('the answer’s notice', () => {
  it('counts who was mailed, and says plainly when no one was', () => {
    expect(M.answers.sent(2, 2)).toBe('Votre réponse a été envoyée à 2 candidats.');
    expect(M.answers.sent(0, 1)).toBe(
      'Votre réponse a été enregistrée pour 1 candidature, sans e-mail : le candidat a retiré sa candidature, supprimé son compte ou pas encore confirmé son adresse.',
    );
    expect(M.answers.sent(0, 3)).toMatch(/^Votre réponse a été enregistrée pour 3 candidatures, sans e-mail : les candidats ont/);
    expect(M.answers.sent(1, 3)).toBe(
      'Votre réponse a été enregistrée pour 3 candidatures et envoyée par e-mail à 1 candidat : les autres ont retiré leur candidature, supprimé leur compte ou pas encore confirmé leur adresse.',
    );
  });
});
