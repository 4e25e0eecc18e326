import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidateSession, companySession } from '../test/sessions';
import { isCandidate, isCompany, parseSession, SESSION_STORAGE_KEY, sessionStore, useSession } from './session';

describe('session store', () => {
  it('keeps the session in localStorage under the one fixed key', () => {
    sessionStore.set(companySession());
    expect(Object.keys(window.localStorage)).toEqual([SESSION_STORAGE_KEY]);
    expect(SESSION_STORAGE_KEY).toBe('ensemblier.session');
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(companySession());
    sessionStore.clear();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(sessionStore.get()).toBeNull();
  });

  it('reads a corrupted or foreign value as signed out', () => {
    expect(parseSession('{not json')).toBeNull();
    expect(parseSession(JSON.stringify({ token: '', roles: [], user: {} }))).toBeNull();
    expect(parseSession(JSON.stringify({ token: 't', roles: 'x', user: { id: 1, email: 'a@b.fr' } }))).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, '[]');
    expect(sessionStore.get()).toBeNull();
  });

  it('tells candidates from companies by their profile', () => {
    expect(isCandidate(candidateSession())).toBe(true);
    expect(isCompany(candidateSession())).toBe(false);
    expect(isCompany(companySession())).toBe(true);
    expect(isCandidate(companySession())).toBe(false);
    expect(isCandidate(null)).toBe(false);
    expect(isCompany(null)).toBe(false);
  });

  it('re-renders hook users on sign-in and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.isAuthenticated).toBe(false);
    act(() => result.current.signIn(companySession({ confirmationToken: 'abc' })));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.isCompany).toBe(true);
    expect(result.current.isEmailConfirmed).toBe(false);
    expect(result.current.user?.firstname).toBe('Louise');
    act(() => result.current.signOut());
    expect(result.current.session).toBeNull();
  });
});
