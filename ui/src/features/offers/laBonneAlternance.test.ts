import { describe, expect, it } from 'vitest';
import { laBonneAlternanceLabel } from './laBonneAlternance';

describe('laBonneAlternanceLabel', () => {
  it('names each state in French', () => {
    expect(laBonneAlternanceLabel({ state: 'PUBLISHED' })).toBe('La bonne alternance : publiée');
    expect(laBonneAlternanceLabel({ state: 'PENDING' })).toBe('La bonne alternance : en attente');
    expect(laBonneAlternanceLabel({ state: 'SENDING' })).toBe('La bonne alternance : en cours d’envoi');
    expect(laBonneAlternanceLabel({ state: 'WITHDRAWN' })).toBe('La bonne alternance : retirée');
  });

  it('says why a refusal, from the service’s stable codes', () => {
    expect(laBonneAlternanceLabel({ state: 'REFUSED', reasonCode: 'DUPLICATE' })).toBe('La bonne alternance : refusée : doublon');
    expect(laBonneAlternanceLabel({ state: 'REFUSED', reasonCode: 'CLOSED_COMPANY' })).toBe(
      'La bonne alternance : refusée : entreprise fermée',
    );
    expect(laBonneAlternanceLabel({ state: 'REFUSED', reasonCode: 'EXPIRED' })).toBe('La bonne alternance : refusée : expirée');
    expect(laBonneAlternanceLabel({ state: 'REFUSED', reasonCode: 'WRONG_DATA' })).toBe(
      'La bonne alternance : refusée : données incorrectes',
    );
  });

  it('falls back on the service’s label for a code it does not know yet', () => {
    expect(laBonneAlternanceLabel({ state: 'REFUSED', reasonCode: 'NEW_CODE', reasonLabel: 'Offre hors périmètre' })).toBe(
      'La bonne alternance : refusée : Offre hors périmètre',
    );
    expect(laBonneAlternanceLabel({ state: 'REFUSED', reasonCode: null, reasonLabel: null })).toBe(
      'La bonne alternance : refusée : motif non précisé',
    );
  });
});
