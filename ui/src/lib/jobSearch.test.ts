import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_SEARCH,
  isEmptyJobSearch,
  jobSearchPath,
  jobSearchQuery,
  parseJobSearch,
  sameJobSearch,
  sortForRadius,
  type JobSearch,
} from './jobSearch';

const read = (query: string) => parseJobSearch(new URLSearchParams(query));

describe('the job search in the URL', () => {
  const search: JobSearch = {
    terms: 'tapissier décorateur',
    places: [
      { type: 'DEPARTMENT', id: 13 },
      { type: 'CITY', id: 15792 },
      { type: 'DISTRICT', id: 34884 },
      { type: 'REGION', id: 6 },
    ],
    contracts: [2, 1],
    types: [4],
    positions: [12],
    radius: 0,
    exact: false,
    minPay: 35000,
    labelled: true,
    diplomas: [],
    start: null,
    sort: 'pay',
  };

  it('writes every part of the search, ids sorted, places in the order picked', () => {
    expect(jobSearchPath(search)).toBe(
      '/emploi?search=tapissier%20d%C3%A9corateur&places=department-13,city-15792,district-34884,region-6&contracts=1,2&types=4&positions=12&minPay=35000&labelled=1&sort=pay',
    );
  });

  it('reads back what it wrote (round trip)', () => {
    const back = read(jobSearchQuery(search));
    expect(back).toEqual({ ...search, contracts: [1, 2] });
    expect(jobSearchQuery(back)).toBe(jobSearchQuery(search));
    expect(sameJobSearch(back, search)).toBe(true);
  });

  it('an empty search is plain /emploi, and another base path can carry the search', () => {
    expect(jobSearchPath(EMPTY_JOB_SEARCH)).toBe('/emploi');
    expect(isEmptyJobSearch(read(''))).toBe(true);
    expect(jobSearchPath({ ...EMPTY_JOB_SEARCH, terms: 'ebeniste' }, '/dashboard/alerts')).toBe('/dashboard/alerts?search=ebeniste');
  });

  it('pre-fills the keywords from `search`, trimmed (what the home page and old links send)', () => {
    expect(read('search=%20%20ebeniste%20').terms).toBe('ebeniste');
    expect(read('search=a+b').terms).toBe('a b');
  });

  it('leaves out malformed parts and duplicates, and ignores other parameters', () => {
    expect(read('contracts=1,x,-2,1,0,3.5,4&places=city-1,planet-3,city-1,region-x,REGION-6&jobOfferId=14&share=true')).toEqual({
      ...EMPTY_JOB_SEARCH,
      contracts: [1, 4],
      places: [
        { type: 'CITY', id: 1 },
        { type: 'REGION', id: 6 },
      ],
    });
  });

  it('keeps a radius around one town, and the exact search, in the URL', () => {
    const around: JobSearch = { ...EMPTY_JOB_SEARCH, terms: 'ebeniste', places: [{ type: 'CITY', id: 7 }], radius: 50, exact: true };
    expect(jobSearchPath(around)).toBe('/emploi?search=ebeniste&places=city-7&radius=50&exact=1');
    expect(read(jobSearchQuery(around))).toEqual(around);
    // No radius without exactly one town, nor one the site does not offer.
    expect(read('places=city-7,city-8&radius=50').radius).toBe(0);
    expect(read('places=region-7&radius=50').radius).toBe(0);
    expect(read('places=city-7&radius=30').radius).toBe(0);
    expect(jobSearchPath({ ...around, places: [] })).toBe('/emploi?search=ebeniste&exact=1');
  });

  it("ignores an old link's pay brackets: « Salaire » is the floor `minPay` (issue 58, item 7)", () => {
    expect(read('salaries=3,8&minPay=30000')).toEqual({ ...EMPTY_JOB_SEARCH, minPay: 30000 });
    expect(jobSearchQuery(read('salaries=3'))).toBe('');
  });

  it('orders by « Distance » with a radius only, and choosing a radius orders by it (issue 58, item 8)', () => {
    const around: JobSearch = { ...EMPTY_JOB_SEARCH, places: [{ type: 'CITY', id: 7 }], radius: 50, sort: 'distance' };
    expect(jobSearchPath(around)).toBe('/emploi?places=city-7&radius=50&sort=distance');
    expect(read(jobSearchQuery(around))).toEqual(around);
    expect(read('places=city-7&sort=distance').sort).toBe('relevance');
    expect(jobSearchPath({ ...around, radius: 0 })).toBe('/emploi?places=city-7');
    expect(sortForRadius('relevance', 50)).toBe('distance');
    expect(sortForRadius('pay', 50)).toBe('pay');
    expect(sortForRadius('distance', 0)).toBe('relevance');
    expect(sortForRadius('recent', 0)).toBe('recent');
  });
});
