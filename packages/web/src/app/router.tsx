import { createBrowserRouter, type LoaderFunctionArgs, Navigate, redirect } from 'react-router';
import { Spinner } from '../components/Spinner';
import { LoginRoute } from '../features/auth/routes/LoginRoute';
import { LandingRoute } from '../features/public/routes/LandingRoute';
import { RequireUser } from './RequireUser';
import { RootRedirect } from './RootRedirect';
import { RouteError } from './RouteError';

/** A route module loaded on first visit: everything but the landing page and sign-in. */
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * Every route of spec §2. Its conflicts are resolved by redirects (DESIGN.md §7):
 * /campaign/:id/edit -> /edit-campaign/:id and /new-list -> /new-campaign; unknown paths -> '/'.
 */
export const routes = [
  {
    errorElement: <RouteError />,
    // while the first page's code loads
    hydrateFallbackElement: <Spinner label="Loading..." />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/landing', element: <LandingRoute /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/pricing', lazy: lazy(() => import('../features/public/routes/PricingRoute')) },
      { path: '/signup', lazy: lazy(() => import('../features/auth/routes/SignupRoute')) },
      { path: '/forgot-password', lazy: lazy(() => import('../features/auth/routes/ForgotPasswordRoute')) },
      { path: '/reset-password', lazy: lazy(() => import('../features/auth/routes/ResetPasswordRoute')) },
      {
        element: <RequireUser />,
        children: [
          { path: '/new-list', element: <Navigate to="/new-campaign" replace /> },
          { path: '/new-campaign', lazy: lazy(() => import('../features/runs/routes/NewCampaignRoute')) },
          {
            path: '/custom-campaign',
            lazy: lazy(() => import('../features/runs/routes/CustomCampaignRoute')),
          },
          { path: '/dashboard', lazy: lazy(() => import('./DashboardPage')) },
          { path: '/campaigns', lazy: lazy(() => import('../features/campaigns/routes/CampaignsRoute')) },
          {
            path: '/create-campaign',
            lazy: lazy(() => import('../features/create-campaign/routes/CreateCampaignRoute')),
          },
          {
            path: '/edit-campaign/:id',
            lazy: lazy(() => import('../features/campaigns/routes/EditCampaignRoute')),
          },
          {
            path: '/view-campaign/:id',
            lazy: lazy(() => import('../features/campaigns/routes/ViewCampaignRoute')),
          },
          // lead review: a list's id; a campaign's id under /campaign(s)/ goes to its view
          ...['/list/:id', '/campaign/:id', '/campaigns/:id'].map((path) => ({
            path,
            lazy: lazy(() => import('../features/lead-review/routes/LeadReviewRoute')),
          })),
          {
            path: '/campaign/:id/edit',
            loader: ({ params }: LoaderFunctionArgs) => redirect(`/edit-campaign/${params.id ?? ''}`),
            element: null,
          },
          { path: '/settings', lazy: lazy(() => import('../features/settings/routes/SettingsRoute')) },
          { path: '/tutorials', lazy: lazy(() => import('../features/tutorials/routes/TutorialsRoute')) },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
