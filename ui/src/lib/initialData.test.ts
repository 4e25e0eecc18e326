import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PostDocument } from '../gql/graphql';
import { candidateSession } from '../test/sessions';
import { graphqlHandler, mockFetch } from '../test/fetch';
import { INITIAL_DATA_ID, operationName, resetInitialData, stableKey } from './initialData';
import { sessionStore } from './session';
import { useQuery } from './useQuery';

/** The post page's query, as generated from its document. */
const PostTitleQuery = PostDocument;

const post = {
  id: '/api/posts/7',
  _id: 7,
  slug: 's',
  title: 'Écrit par le serveur',
  subtitle: '',
  intro: 'i',
  content: '<p>c</p>',
  featuredImagePath: null,
  publishedAt: '2026-11-20T09:00:00Z',
};

function writeBlock(entries: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = JSON.stringify(entries);
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(INITIAL_DATA_ID)?.remove();
  resetInitialData();
});

describe('the data the server wrote into the page', () => {
  it('compares variables whatever the order of their keys', () => {
    expect(stableKey({ b: [1, { d: 2, c: null }], a: 'x' })).toBe(stableKey({ a: 'x', b: [1, { c: null, d: 2 }] }));
    expect(stableKey({ a: 1 })).not.toBe(stableKey({ a: '1' }));
    expect(operationName('\n query Post($id: ID!) { post(id: $id) { id } }')).toBe('Post');
  });

  it('is the first state of the same query: no loading state, no request', async () => {
    writeBlock([{ operation: 'Post', variables: { id: '7' }, data: { post } }]);
    const fetch = mockFetch({});
    const { result } = renderHook(() => useQuery(PostTitleQuery, { id: '7' }));
    expect(result.current.status).toBe('success');
    expect(result.current.data?.post?.title).toBe('Écrit par le serveur');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.calls).toHaveLength(0);
  });

  it('serves once: the next visit of the page asks the server', async () => {
    writeBlock([{ operation: 'Post', variables: { id: '7' }, data: { post } }]);
    mockFetch({ 'POST /api/graphql': graphqlHandler({ Post: () => ({ data: { post: { ...post, title: 'Frais' } } }) }) });
    const first = renderHook(() => useQuery(PostTitleQuery, { id: '7' }));
    expect(first.result.current.status).toBe('success');
    first.unmount();
    const second = renderHook(() => useQuery(PostTitleQuery, { id: '7' }));
    expect(second.result.current.status).toBe('loading');
    await waitFor(() => expect(second.result.current.data?.post?.title).toBe('Frais'));
  });

  it('is not used for other variables, nor with a session (the server answered as a visitor)', async () => {
    writeBlock([{ operation: 'Post', variables: { id: '7' }, data: { post } }]);
    const fetch = mockFetch({ 'POST /api/graphql': graphqlHandler({ Post: () => ({ data: { post: { ...post, title: 'Frais' } } }) }) });
    const other = renderHook(() => useQuery(PostTitleQuery, { id: '8' }));
    expect(other.result.current.status).toBe('loading');
    sessionStore.set(candidateSession());
    const signedIn = renderHook(() => useQuery(PostTitleQuery, { id: '7' }));
    expect(signedIn.result.current.status).toBe('loading');
    await waitFor(() => expect(signedIn.result.current.data?.post?.title).toBe('Frais'));
    expect(fetch.calls.length).toBe(2);
  });
});
