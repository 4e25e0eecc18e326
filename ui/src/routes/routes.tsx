/**
 * Every route of spec section 2. Pages are split with React.lazy (one chunk per page) so
 * the first page only loads its own code; guards wrap what needs a session or a role.
 */
import { Suspense, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/AppLayout';
import { DashboardHome, GuestOnly, LegacyPostRedirect, Redirect, RequireAuth, RequireOwner, RequireRole, RequireStaff } from './guards';
import { page, type PageComponent } from './page';
import { RouteError } from './RouteError';
import { salaryRoutes } from './salaryRoutes';
import { trainingRoutes } from './trainingRoutes';
import { ReportFromRoute } from '../features/notices/components/ReportFromRoute';

const HomePage = page(() => import('../features/home/routes/HomePage'), 'HomePage');
const LoginPage = page(() => import('../features/accounts/routes/LoginPage'), 'LoginPage');
const LogoutPage = page(() => import('../features/accounts/routes/LogoutPage'), 'LogoutPage');
const PasswordResetPage = page(() => import('../features/accounts/routes/PasswordResetPage'), 'PasswordResetPage');
const RegistrationPage = page(() => import('../features/accounts/routes/RegistrationPage'), 'RegistrationPage');
const CandidateLandingPage = page(() => import('../features/landing/routes/CandidateLandingPage'), 'CandidateLandingPage');
const CompanyLandingPage = page(() => import('../features/landing/routes/CompanyLandingPage'), 'CompanyLandingPage');
const PricingPage = page(() => import('../features/pricing/routes/PricingPage'), 'PricingPage');
const JobSearchPage = page(() => import('../features/search/routes/JobSearchPage'), 'JobSearchPage');
const JobOfferPage = page(() => import('../features/offers/routes/JobOfferPage'), 'JobOfferPage');
const NewJobOfferPage = page(() => import('../features/offers/routes/NewJobOfferPage'), 'NewJobOfferPage');
const MyJobOffersPage = page(() => import('../features/offers/routes/MyJobOffersPage'), 'MyJobOffersPage');
const ApplicationsTriagePage = page(
  () => import('../features/applications/triage/routes/ApplicationsTriagePage'),
  'ApplicationsTriagePage',
);
const ApplicationPage = page(() => import('../features/applications/routes/ApplicationPage'), 'ApplicationPage');
const PostsPage = page(() => import('../features/posts/routes/PostsPage'), 'PostsPage');
const PostPage = page(() => import('../features/posts/routes/PostPage'), 'PostPage');
const PublicCompanyPage = page(() => import('../features/companies/routes/PublicCompanyPage'), 'PublicCompanyPage');
const PublicBookPage = page(() => import('../features/accounts/routes/PublicBookPage'), 'PublicBookPage');
const AboutPage = page(() => import('../features/info/routes/AboutPage'), 'AboutPage');
const HowItWorksPage = page(() => import('../features/info/routes/HowItWorksPage'), 'HowItWorksPage');
const FaqPage = page(() => import('../features/info/routes/FaqPage'), 'FaqPage');
const TermsPage = page(() => import('../features/info/routes/TermsPage'), 'TermsPage');
const LegalPage = page(() => import('../features/info/routes/LegalPage'), 'LegalPage');
const ContactPage = page(() => import('../features/contact/routes/ContactPage'), 'ContactPage');
const DashboardLayout = page(() => import('./DashboardLayout'), 'DashboardLayout');
const DetailsPage = page(() => import('../features/accounts/routes/DetailsPage'), 'DetailsPage');
const PasswordChangePage = page(() => import('../features/accounts/routes/PasswordChangePage'), 'PasswordChangePage');
const CareerPage = page(() => import('../features/accounts/routes/CareerPage'), 'CareerPage');
const PreferencesBlock = page(() => import('../features/recommendations/routes/PreferencesBlock'), 'PreferencesBlock');
const AnswerTimeBlock = page(() => import('../features/applications/components/AnswerTimeBlock'), 'AnswerTimeBlock');
const ForYouPage = page(() => import('../features/recommendations/routes/ForYouPage'), 'ForYouPage');
const CompanyPage = page(() => import('../features/companies/routes/CompanyPage'), 'CompanyPage');
const AlertsPage = page(() => import('../features/alerts/routes/AlertsPage'), 'AlertsPage');
const UnsubscribePage = page(() => import('../features/alerts/routes/UnsubscribePage'), 'UnsubscribePage');
const FavoritesPage = page(() => import('../features/favorites/routes/FavoritesPage'), 'FavoritesPage');
const PaymentPage = page(() => import('../features/billing/routes/PaymentPage'), 'PaymentPage');
const StatusPage = page(() => import('../features/billing/routes/StatusPage'), 'StatusPage');
const BillingPage = page(() => import('../features/billing/routes/BillingPage'), 'BillingPage');
const TeamPage = page(() => import('../features/team/routes/TeamPage'), 'TeamPage');
const MessageTemplatesPage = page(() => import('../features/applications/templates/MessageTemplatesPage'), 'MessageTemplatesPage');
const IntegrationsPage = page(() => import('../features/integrations/routes/IntegrationsPage'), 'IntegrationsPage');
const ModerationDecisionsPage = page(() => import('../features/notices/routes/ModerationDecisionsPage'), 'ModerationDecisionsPage');
const ConfirmNoticePage = page(() => import('../features/notices/routes/ConfirmNoticePage'), 'ConfirmNoticePage');
const ContestByLinkPage = page(() => import('../features/notices/routes/ContestByLinkPage'), 'ContestByLinkPage');
const InvitationPage = page(() => import('../features/team/routes/InvitationPage'), 'InvitationPage');
/** The back-office: one chunk with its own routes (features/admin/sections.tsx). */
const AdminApp = page(() => import('../features/admin/routes/AdminApp'), 'AdminApp');
const MyApplicationsPage = page(() => import('../features/applications/routes/MyApplicationsPage'), 'MyApplicationsPage');

/** `/dashboard/password-reset` sends visitors to `/`, every other dashboard page to sign-in. */
const dashboardFallback = (pathname: string) => (pathname.replace(/\/$/, '') === '/dashboard/password-reset' ? '/' : undefined);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },

      // Accounts
      {
        path: 'login',
        element: (
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        ),
      },
      { path: 'logout', element: <LogoutPage /> },
      {
        path: 'password-reset',
        element: (
          <GuestOnly signedInTarget="/dashboard/password-reset" ignoreRedirect>
            <PasswordResetPage />
          </GuestOnly>
        ),
      },
      {
        path: 'password-reset/:confirmationToken',
        element: (
          <GuestOnly signedInTarget="/dashboard/password-reset" ignoreRedirect>
            <PasswordResetPage />
          </GuestOnly>
        ),
      },
      {
        path: 'candidats',
        element: (
          <GuestOnly>
            <RegistrationPage kind="candidate" />
          </GuestOnly>
        ),
      },
      {
        path: 'recruteurs',
        element: (
          <GuestOnly>
            <RegistrationPage kind="company" />
          </GuestOnly>
        ),
      },

      // Landing and information pages
      { path: 'candidat', element: <CandidateLandingPage /> },
      { path: 'entreprise', element: <CompanyLandingPage /> },
      { path: 'tarifs', element: <PricingPage /> },
      { path: 'qui-sommes-nous', element: <AboutPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'conditions', element: <TermsPage /> },
      { path: 'legal', element: <LegalPage /> },
      { path: 'comment-fonctionne-ensemblier', element: <HowItWorksPage /> },
      { path: 'contact', element: <ContactPage /> },
      ...salaryRoutes,
      ...trainingRoutes,

      // Offers (route name "jobs" is /emploi)
      { path: 'emploi', element: <JobSearchPage /> },
      {
        path: 'emploi/nouvelle-annonce',
        element: (
          <RequireAuth>
            <RequireRole role="company">
              <NewJobOfferPage />
            </RequireRole>
          </RequireAuth>
        ),
      },
      {
        path: 'emploi/:jobOfferId/applications/:applicationId',
        element: (
          <RequireAuth>
            <ApplicationPage />
          </RequireAuth>
        ),
      },
      { path: 'emploi/:jobOfferId/:jobOfferSlug', element: <JobOfferPage report={<ReportFromRoute kind="offer" />} /> },
      // A company's public page (issue 37)
      { path: 'entreprises/:companyId/:companySlug', element: <PublicCompanyPage report={<ReportFromRoute kind="company" />} /> },
      // A candidate's public book (issue 52 item 4): only while she publishes it.
      { path: 'book/:slug', element: <PublicBookPage /> },
      { path: 'signalement/confirmer/:token', element: <ConfirmNoticePage /> },
      // A suspended company's contest link (issue 54): its accounts cannot sign in.
      { path: 'contestation/:token', element: <ContestByLinkPage /> },
      // The link of a team invitation (issue 38): anyone may open it.
      { path: 'equipe/invitation/:token', element: <InvitationPage /> },

      // HR trends
      { path: 'tendance-rh', element: <PostsPage /> },
      { path: 'tendance-rh/:postId/:postSlug', element: <PostPage /> },
      { path: 'actualite-decoration/:postId/:postSlug', element: <LegacyPostRedirect /> },

      { path: 'alertes/desinscription', element: <UnsubscribePage /> },

      // Dashboard
      {
        path: 'dashboard',
        element: <RequireAuth fallback={dashboardFallback} />,
        children: [
          {
            element: <DashboardLayout />,
            children: [
              { index: true, element: <DashboardHome /> },
              { path: 'details', element: <DetailsPage /> },
              { path: 'password-reset', element: <PasswordChangePage /> },
              {
                element: <RequireRole role="candidate" />,
                children: [
                  {
                    path: 'career',
                    element: (
                      <CareerPage>
                        {/* Its own chunk: the CV and profile blocks show without waiting for it. */}
                        <Suspense fallback={null}>
                          <PreferencesBlock />
                        </Suspense>
                      </CareerPage>
                    ),
                  },
                  { path: 'for-you', element: <ForYouPage /> },
                  { path: 'alerts', element: <AlertsPage /> },
                  { path: 'favorites', element: <FavoritesPage /> },
                  { path: 'applications', element: <MyApplicationsPage /> },
                ],
              },
              {
                element: <RequireRole role="company" />,
                children: [
                  { path: 'company', element: <CompanyPage /> },
                  {
                    path: 'jobs',
                    element: (
                      <MyJobOffersPage>
                        {/* Its own chunk and query: the list shows without waiting for it. */}
                        <Suspense fallback={null}>
                          <AnswerTimeBlock />
                        </Suspense>
                      </MyJobOffersPage>
                    ),
                  },
                  { path: 'jobs/:jobOfferId/applications', element: <ApplicationsTriagePage /> },
                  { path: 'templates', element: <MessageTemplatesPage /> },
                  { path: 'status', element: <StatusPage /> },
                  { path: 'payment/:id', element: <PaymentPage /> },
                  { path: 'payment/:id/:jobOfferId', element: <PaymentPage /> },
                  {
                    element: <RequireOwner />,
                    children: [
                      { path: 'billing', element: <BillingPage /> },
                      { path: 'integrations', element: <IntegrationsPage /> },
                    ],
                  },
                  // Every member: a recruiter reads the team's list (issue 58, minor 17).
                  { path: 'team', element: <TeamPage /> },
                  { path: 'moderation', element: <ModerationDecisionsPage /> },
                ],
              },
            ],
          },
        ],
      },

      // The back-office: staff only; anyone else is treated as on an unknown path.
      {
        path: 'admin/*',
        element: (
          <RequireStaff>
            <AdminApp />
          </RequireStaff>
        ),
      },

      // Unknown paths go home.
      { path: '*', element: <Redirect to="/" /> },
    ],
  },
];

/** Loads the code of the pages `pathname` renders, so the first render does not suspend. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = (route.element as ReactElement | undefined)?.type as Partial<PageComponent<object>> | undefined;
      return type?.preload?.();
    }),
  );
}
