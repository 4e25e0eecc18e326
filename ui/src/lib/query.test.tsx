import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PostDocument } from '../gql/graphql';
import { candidateSession } from '../test/sessions';
import { graphqlHandler, mockFetch } from '../test/fetch';
import { INITIAL_DATA_ID, resetInitialData } from './initialData';
import { graphqlQuery, newQueryClient } from './query';
import { sessionStore } from './session';

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

/** The post page's query, as a feature's `api/` hook runs it, under one query cache. */
function renderPost(id: string, client = newQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useQuery(graphqlQuery(PostDocument, { id })), { wrapper });
}

afterEach(() => {
  document.getElementById(INITIAL_DATA_ID)?.remove();
  resetInitialData();
});

describe('a query of the page the server wrote', () => {
  it('has the server answer as its first state: no loading state, no request', async () => {
    writeBlock([{ operation: 'Post', variables: { id: '7' }, data: { post } }]);
    const fetch = mockFetch({});
    const { result } = renderPost('7');
    expect(result.current.status).toBe('success');
    expect(result.current.data?.post?.title).toBe('Écrit par le serveur');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.calls).toHaveLength(0);
  });

  it('serves once: the next visit of the page asks the server', async () => {
    writeBlock([{ operation: 'Post', variables: { id: '7' }, data: { post } }]);
    mockFetch({ 'POST /api/graphql': graphqlHandler({ Post: () => ({ data: { post: { ...post, title: 'Frais' } } }) }) });
    const client = newQueryClient();
    const first = renderPost('7', client);
    expect(first.result.current.status).toBe('success');
    first.unmount();
    const second = renderPost('7', client);
    expect(second.result.current.status).toBe('pending');
    await waitFor(() => expect(second.result.current.data?.post?.title).toBe('Frais'));
  });

  it('asks the server on `refetch` (« Réessayer »)', async () => {
    writeBlock([{ operation: 'Post', variables: { id: '7' }, data: { post } }]);
    mockFetch({ 'POST /api/graphql': graphqlHandler({ Post: () => ({ data: { post: { ...post, title: 'Frais' } } }) }) });
    const { result } = renderPost('7');
    expect(result.current.data?.post?.title).toBe('Écrit par le serveur');
    await act(() => result.current.refetch());
    await waitFor(() => expect(result.current.data?.post?.title).toBe('Frais'));
  });

  it('is not used for other variables, nor with a session (the server answered as a visitor)', async () => {
    writeBlock([{ operation: 'Post', variables: { id: '7' }, data: { post } }]);
    const fetch = mockFetch({ 'POST /api/graphql': graphqlHandler({ Post: () => ({ data: { post: { ...post, title: 'Frais' } } }) }) });
    const other = renderPost('8');
    expect(other.result.current.status).toBe('pending');
    sessionStore.set(candidateSession());
    const signedIn = renderPost('7');
    expect(signedIn.result.current.status).toBe('pending');
    await waitFor(() => expect(signedIn.result.current.data?.post?.title).toBe('Frais'));
    expect(fetch.calls.length).toBe(2);
  });
});
