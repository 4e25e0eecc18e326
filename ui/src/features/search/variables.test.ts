import { describe, expect, it } from 'vitest';
import fixture from '../../../../fixtures/search-url.json';
import { parseJobSearch } from '../../lib/jobSearch';
import { searchVariables } from './variables';

// The server reads the same cases (`search_variables` in src/http/first_screen.rs): the first
// screen of /emploi must ask what the UI asks, or the UI asks again (fixtures/README.md).
describe('the search variables of a query string', () => {
  it.each(fixture.cases)('$name: $query', ({ query, variables }) => {
    expect(searchVariables(parseJobSearch(new URLSearchParams(query)))).toEqual({ ...fixture.empty, ...variables });
  });
});
