import { describe, expect, it } from 'vitest';
import {
  canSubmitOffer,
  emptyOfferForm,
  missingFields,
  formChoices,
  needsSpreadReason,
  offerFormValues,
  parseAmount,
  positionGroups,
  toJobOfferInput,
  withCompany,
} from './offerForm';
import { COMPANY, FORM_OPTIONS, offer } from './test/fixtures';

describe('the offer form rules', () => {
  const companies = formChoices(FORM_OPTIONS.data).companies;

  it('needs the title, the gross pay range and one choice in each single-choice filter (contract, position)', () => {
    const values = {
      ...emptyOfferForm(companies),
      title: 'Ébéniste',
      jobContractId: 'c',
      payMin: '32 000',
      payMax: '38000',
      jobPositionId: 'p',
    };
    expect(canSubmitOffer(values)).toBe(true);
    expect(canSubmitOffer({ ...values, title: '   ' })).toBe(false);
    expect(canSubmitOffer({ ...values, jobContractId: '' })).toBe(false);
    expect(canSubmitOffer({ ...values, payMin: '' })).toBe(false);
    expect(canSubmitOffer({ ...values, payMax: 'selon profil' })).toBe(false);
    expect(canSubmitOffer({ ...values, jobPositionId: '' })).toBe(false);
    // Job types are multi-choice: the server asks for them, the button does not wait for them.
    expect(values.jobTypeIds).toEqual([]);
  });

  it('a training contract needs its length and start, its diploma but for an internship, and no range (issue 55)', () => {
    const values = { ...emptyOfferForm(companies), title: 'Apprenti(e) tapissier(e)', jobContractId: 'c', jobPositionId: 'p' };
    expect(canSubmitOffer(values, 'APPRENTICESHIP')).toBe(true);
    expect(canSubmitOffer(values)).toBe(false);
    const training = (fields: string[]) => fields.filter((f) => ['diplomaId', 'trainingMonths', 'trainingStartsOn', 'payMin'].includes(f));
    expect(training(missingFields(values, 'APPRENTICESHIP'))).toEqual(['diplomaId', 'trainingMonths', 'trainingStartsOn']);
    expect(training(missingFields(values, 'INTERNSHIP'))).toEqual(['trainingMonths', 'trainingStartsOn']);
    expect(training(missingFields(values))).toEqual(['payMin']);
    const filled = { ...values, diplomaId: '/api/diplomas/1', trainingMonths: '24', trainingStartsOn: '2027-09-01' };
    expect(missingFields(filled, 'APPRENTICESHIP')).not.toContain('trainingMonths');
    expect(toJobOfferInput({ ...filled, trainingKind: 'APPRENTICESHIP' })).toMatchObject({
      payPeriod: null,
      diplomaIRI: '/api/diplomas/1',
      trainingMonths: 24,
      trainingStartsOn: '2027-09-01',
    });
    // Another contract sends no training.
    expect(toJobOfferInput(filled)).not.toHaveProperty('trainingMonths');
  });

  it('starts with the first company and its presentation', () => {
    expect(emptyOfferForm(companies)).toMatchObject({ companyId: COMPANY.id, companyPresentation: COMPANY.presentation });
    expect(emptyOfferForm([])).toMatchObject({ companyId: '', companyPresentation: '' });
  });

  it('brings the other company’s presentation unless the recruiter wrote their own', () => {
    const start = emptyOfferForm(companies);
    expect(withCompany(start, '/api/companies/8', companies).companyPresentation).toBe('Le studio de design.');
    const own = { ...start, companyPresentation: 'Texte propre à l’annonce' };
    expect(withCompany(own, '/api/companies/8', companies).companyPresentation).toBe('Texte propre à l’annonce');
  });

  it('sends every text (empty ones included) and null for a missing choice', () => {
    expect(toJobOfferInput(emptyOfferForm(companies))).toEqual({
      companyPresentation: `<p>${COMPANY.presentation}</p>`,
      title: '',
      description: '',
      perfectCandidateDescription: '',
      jobTypesIRI: [],
      jobPositionIRI: null,
      payMin: null,
      payMax: null,
      payPeriod: 'YEAR',
      payVariable: '',
      paySpreadReason: '',
      jobContractIRI: null,
      localizedCompanyLocalityIRI: null,
      localizedCompanyAddress1: '',
      localizedCompanyCompanyId: COMPANY.id,
    });
  });

  it('prefills an existing offer and sends it back with its id', () => {
    const values = offerFormValues(offer());
    expect(values).toMatchObject({
      title: 'Ébéniste H/F',
      description: 'Un poste en **atelier**.\n\n- Restaurer\n- Marqueter',
      // The presentation is HTML on the server, edited as simple text like the descriptions.
      companyPresentation: 'Menuiserie d’art depuis **1962**.\n\nSix compagnons.',
      jobContractId: '/api/job_contracts/1',
      payMin: '26000',
      payMax: '30000',
      payPeriod: 'YEAR',
      jobTypeIds: ['/api/job_types/1'],
      locality: { id: '/api/localities/27457', name: 'Lyon', postalCode: '69001' },
      address1: '3 rue des Ateliers',
    });
    const input = toJobOfferInput(values, '/api/job_offers/41');
    expect(input.id).toBe('/api/job_offers/41');
    expect(input.description).toBe(offer().description);
    expect(input.companyPresentation).toBe(offer().companyPresentation);
    expect(input).toMatchObject({ payMin: 26000, payMax: 30000, payPeriod: 'YEAR' });
  });

  it('reads amounts as recruiters type them', () => {
    expect(parseAmount('32 000')).toBe(32000);
    expect(parseAmount('32\u202f000 €')).toBe(32000);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('12.5')).toBe(12.5);
    expect(parseAmount('0')).toBeNull();
    expect(parseAmount('12,505')).toBeNull();
    expect(parseAmount('selon profil')).toBeNull();
  });

  it('asks why only when the maximum exceeds one and a half times the minimum', () => {
    const values = { ...emptyOfferForm(companies), payMin: '30000', payMax: '45000', paySpreadReason: 'Selon expérience' };
    expect(needsSpreadReason(values)).toBe(false);
    expect(toJobOfferInput(values).paySpreadReason).toBe('');
    const wide = { ...values, payMax: '46000' };
    expect(needsSpreadReason(wide)).toBe(true);
    expect(toJobOfferInput(wide).paySpreadReason).toBe('Selon expérience');
  });

  it('lists the jobs of the position tree by family', () => {
    const nodes = FORM_OPTIONS.data.jobPositions.edges.map(({ node }) => node);
    expect(
      positionGroups([...nodes, { id: 'p88', name: "Paysagiste d'intérieur", level: 2, parent: { id: '/api/job_positions/12' } }]),
    ).toEqual([
      {
        family: "Métiers d'art",
        positions: [
          { id: '/api/job_positions/14', name: 'Ébéniste' },
          { id: 'p88', name: "Paysagiste d'intérieur" },
        ],
      },
    ]);
  });
});
