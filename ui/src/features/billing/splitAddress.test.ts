import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './components/BillingIdentityForm';
import { splitAddress } from './splitAddress';

const empty = { street: '', postcode: '', city: '', country: '', siren: '', vatNumber: '' };

describe('the billing address typed on several lines', () => {
  it('is split into its street, postcode, town and country, never joined into one line (issue 58, minor 14)', () => {
    expect(splitAddress({ ...empty, street: 'Atelier B\n12 rue des Arts\n69001 Lyon\nFrance' }, COUNTRIES)).toEqual({
      ...empty,
      street: 'Atelier B\n12 rue des Arts',
      postcode: '69001',
      city: 'Lyon',
      country: 'FR',
    });
  });

  it('keeps what is already given and a street on one line', () => {
    const given = { ...empty, street: '12 rue des Arts\n69001 Lyon', postcode: '75011', city: 'Paris', country: 'FR' };
    expect(splitAddress(given, COUNTRIES)).toEqual(given);
    expect(splitAddress({ ...empty, street: '12 rue des Arts' }, COUNTRIES).street).toBe('12 rue des Arts');
  });
});
