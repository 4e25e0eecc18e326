import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companySession } from '../test/sessions';
import {
  configureGraphqlClient,
  formatGraphqlErrors,
  graphqlRequest,
  GraphqlRequestError,
  loginPathFor,
  sessionEndedLoginPathFor,
  stripTypename,
  type TypedDocument,
} from './graphql';
import { SESSION_STORAGE_KEY, sessionStore } from './session';

type Vars = { input: { title: string; tags: { id: string }[] } };
const Doc = 'mutation Save($input: SaveInput!) { save(input: $input) { id } }' as unknown as TypedDocument<{ save: { id: string } }, Vars>;
const variables = {
  input: { __typename: 'SaveInput', title: 'Ébéniste', tags: [{ __typename: 'Tag', id: '/api/tags/1' }] },
} as unknown as Vars;

function respond(status: number, body: string) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('graphql client', () => {
  const goToLogin = vi.fn();
  const replacePage = vi.fn();

  beforeEach(() => {
    goToLogin.mockReset();
    replacePage.mockReset();
    configureGraphqlClient({ goToLogin, replacePage });
    window.history.replaceState(null, '', '/tarifs?x=1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    configureGraphqlClient({});
  });

  it('posts the query to /api/graphql with the bearer token and no __typename in variables', async () => {
    sessionStore.set(companySession());
    const fetchMock = respond(200, JSON.stringify({ data: { save: { id: '/api/job_offers/1' } } }));
    const data = await graphqlRequest(Doc, variables);
    expect(data).toEqual({ save: { id: '/api/job_offers/1' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/graphql');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer company-token');
    const body = JSON.parse(String(init.body));
    expect(body.query).toContain('mutation Save');
    expect(body.variables).toEqual({ input: { title: 'Ébéniste', tags: [{ id: '/api/tags/1' }] } });
    expect(JSON.stringify(body.variables)).not.toContain('__typename');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = respond(200, JSON.stringify({ data: { save: { id: '1' } } }));
    await graphqlRequest(Doc, variables);
    expect((fetchMock.mock.calls[0][1].headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('on 401 clears the session and goes to /login', async () => {
    sessionStore.set(companySession());
    respond(401, JSON.stringify({ message: 'Expired JWT Token' }));
    await expect(graphqlRequest(Doc, variables)).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStore.get()).toBeNull();
    expect(goToLogin).toHaveBeenCalledWith('/login?redirect=%2Ftarifs%3Fx%3D1&session=expiree');
    expect(replacePage).not.toHaveBeenCalled();
  });

  it('on 500 replaces the whole page with the response body and never settles', async () => {
    const page = '<html><body><h1>Internal Server Error</h1><p>trace id 42</p></body></html>';
    respond(500, page);
    let settled = false;
    void graphqlRequest(Doc, variables).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.waitFor(() => expect(replacePage).toHaveBeenCalledWith(page));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
  });

  it('the default page replacement really swaps the document content', async () => {
    configureGraphqlClient({ goToLogin });
    respond(500, '<h1>Erreur serveur</h1>');
    void graphqlRequest(Doc, variables);
    await vi.waitFor(() => expect(document.body.innerHTML).toContain('<h1>Erreur serveur</h1>'));
  });

  it('joins GraphQL errors with line breaks, as the server wrote them in French', async () => {
    respond(
      200,
      JSON.stringify({
        data: null,
        errors: [
          { message: "Le champ Nom du poste n'a pas été renseigné.", extensions: { code: 'REQUIRED' } },
          { message: "Le champ obligatoire Description du poste n'a pas été renseigné.", extensions: { code: 'REQUIRED' } },
          { message: 'Vous n’avez pas de crédit pour publier votre annonce.' },
        ],
      }),
    );
    const error = await graphqlRequest(Doc, variables).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphqlRequestError);
    expect((error as GraphqlRequestError).message).toBe(
      [
        "Le champ Nom du poste n'a pas été renseigné.",
        "Le champ obligatoire Description du poste n'a pas été renseigné.",
        'Vous n’avez pas de crédit pour publier votre annonce.',
      ].join('\n'),
    );
  });

  it('says "Une erreur est survenue." for an error without a message', () => {
    expect(formatGraphqlErrors([{ message: '' }])).toBe('Une erreur est survenue.');
  });

  it('reports a network failure in French', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(graphqlRequest(Doc, variables)).rejects.toMatchObject({ status: 0, message: expect.stringContaining('serveur') });
  });
});

describe('stripTypename', () => {
  it('removes __typename at every depth and keeps everything else', () => {
    const file = new Blob(['%PDF']);
    const input = {
      __typename: 'A',
      a: 1,
      list: [{ __typename: 'B', b: null }, 'x'],
      nested: { __typename: 'C', c: { __typename: 'D', d: true } },
      file,
    };
    const output = stripTypename(input);
    expect(output).toEqual({ a: 1, list: [{ b: null }, 'x'], nested: { c: { d: true } }, file });
    expect(output.file).toBe(file);
    expect(input.__typename).toBe('A');
  });
});

describe('loginPathFor', () => {
  it('keeps the page to come back to', () => {
    expect(loginPathFor('/dashboard/jobs?page=2')).toBe('/login?redirect=%2Fdashboard%2Fjobs%3Fpage%3D2');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('/login?redirect=%2Fx')).toBe('/login');
  });

  it('says when the session ended', () => {
    expect(sessionEndedLoginPathFor('/dashboard/jobs')).toBe('/login?redirect=%2Fdashboard%2Fjobs&session=expiree');
    expect(sessionEndedLoginPathFor('/')).toBe('/login?session=expiree');
  });
});
