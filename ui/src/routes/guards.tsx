/**
 * Route guards (spec section 2). They read the session store and redirect with
 * `<Redirect>`, so they follow sign-in and sign-out as they happen.
 */
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams, useSearchParams } from 'react-router';
import { safeRedirect } from '../lib/redirect';
import { SESSION_ENDED_PARAM, SESSION_ENDED_VALUE } from '../lib/graphql';
import { sessionStore, useSession } from '../lib/session';
import { REDIRECT } from '../lib/notifications';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ROUTE_MESSAGES } from './messages';

/** A guard's redirect: it replaces the page, and the toasts of the move that led here stay. */
export function Redirect({ to }: { to: string }) {
  return <Navigate to={to} replace state={REDIRECT} />;
}

/**
 * `/login?redirect=<path with query and hash>` for the page being opened, saying the session
 * ended when the server refused it (`&session=expiree`, read by the sign-in page).
 */
export function loginRedirectPath(location: { pathname: string; search: string; hash: string }): string {
  const path = `/login?redirect=${encodeURIComponent(location.pathname + location.search + location.hash)}`;
  return sessionStore.wasEndedByServer() ? `${path}&${SESSION_ENDED_PARAM}=${SESSION_ENDED_VALUE}` : path;
}

/**
 * Authentication required: visitors go to sign-in with the full target path, except where
 * `fallback` names another place for a given path (e.g. `/dashboard/password-reset` → `/`).
 */
export function RequireAuth({ fallback, children }: { fallback?: (pathname: string) => string | undefined; children?: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) return <Redirect to={fallback?.(location.pathname) ?? loginRedirectPath(location)} />;
  return children ?? <Outlet />;
}

export type Role = 'candidate' | 'company';

/**
 * A page for one role only (authentication is checked first by `RequireAuth`). Everyone
 * else goes to the job list (spec: companies away from alerts, favourites and
 * applications, non-company users away from company pages and the offer form).
 */
export function RequireRole({ role, otherwise = '/emploi', children }: { role: Role; otherwise?: string; children?: ReactNode }) {
  const { isCandidate, isCompany } = useSession();
  const allowed = role === 'candidate' ? isCandidate : isCompany;
  if (!allowed) return <Redirect to={otherwise} />;
  return children ?? <Outlet />;
}

/**
 * The owner's pages of a company (billing, team, integrations): a recruiter reads why she may
 * not open them, not a refusal with a useless « Réessayer » (issue 58, minor 17). Her menu
 * does not offer them; a link or an address typed may still lead here. The server decides.
 */
export function RequireOwner({ children }: { children?: ReactNode }) {
  const { isTeamOwner } = useSession();
  if (isTeamOwner) return children ?? <Outlet />;
  return (
    <Alert severity="info" role="region" aria-labelledby="reserve-titulaires">
      <AlertTitle id="reserve-titulaires">{ROUTE_MESSAGES.ownerOnly.title}</AlertTitle>
      {ROUTE_MESSAGES.ownerOnly.text}
      <Box sx={{ mt: 1.5 }}>
        <Button variant="outlined" color="inherit" href="/dashboard/jobs">
          {ROUTE_MESSAGES.ownerOnly.back}
        </Button>
      </Box>
    </Alert>
  );
}

/**
 * The back-office (`/admin`) for staff only. Everyone else gets what an unknown path gives
 * (the home page), and the admin chunk is not even loaded for them; the server refuses
 * every admin query to non-staff anyway (docs/admin.md).
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { isStaff } = useSession();
  if (!isStaff) return <Redirect to="/" />;
  return children ?? <Outlet />;
}

/**
 * Pages for visitors only (sign-in, registration, password reset): a user already signed in
 * when the page opens goes to the `redirect` query value, else to `signedInTarget`.
 * Signing in *on* the page does not trigger it: the page then navigates itself (to the
 * role's dashboard or the redirect), and a guard racing it would send the user elsewhere.
 */
export function GuestOnly({
  signedInTarget = '/',
  ignoreRedirect = false,
  children,
}: {
  signedInTarget?: string;
  ignoreRedirect?: boolean;
  children?: ReactNode;
}) {
  const { isAuthenticated } = useSession();
  const [params] = useSearchParams();
  const [signedInOnArrival] = useState(isAuthenticated);
  if (signedInOnArrival && isAuthenticated) {
    const target = ignoreRedirect ? signedInTarget : safeRedirect(params.get('redirect'), signedInTarget);
    return <Redirect to={target} />;
  }
  return children ?? <Outlet />;
}

/** Where `/dashboard` itself leads: the first entry of each role's menu. */
export function DashboardHome() {
  const { isCompany, isCandidate } = useSession();
  const target = isCompany ? '/dashboard/jobs' : isCandidate ? '/dashboard/alerts' : '/dashboard/details';
  return <Redirect to={target} />;
}

/** `/actualite-decoration/:postId/:postSlug` → `/tendance-rh/:postId/:postSlug`, query kept. */
export function LegacyPostRedirect() {
  const { postId = '', postSlug = '' } = useParams();
  const { search, hash } = useLocation();
  return <Redirect to={`/tendance-rh/${encodeURIComponent(postId)}/${encodeURIComponent(postSlug)}${search}${hash}`} />;
}
