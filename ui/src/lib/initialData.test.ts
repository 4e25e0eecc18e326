import { describe, expect, it } from 'vitest';
import { operationName, stableKey } from './initialData';

describe('the data the server wrote into the page', () => {
  it('compares variables whatever the order of their keys', () => {
    expect(stableKey({ b: [1, { d: 2, c: null }], a: 'x' })).toBe(stableKey({ a: 'x', b: [1, { c: null, d: 2 }] }));
    expect(stableKey({ a: 1 })).not.toBe(stableKey({ a: '1' }));
    expect(operationName('\n query Post($id: ID!) { post(id: $id) { id } }')).toBe('Post');
  });
});
