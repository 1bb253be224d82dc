import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, Navigate, redirect } from 'react-router';
import { Spinner } from '../components/Spinner';
import { LoginRoute } from '../features/auth/routes/LoginRoute';
import { prefetchDashboard } from '../features/dashboard/api/dashboard-queries';
import { prefetchLeadReview } from '../features/lead-review/api/prefetch-lead-review';
import { LandingRoute } from '../features/public/routes/LandingRoute';
import { nextTask } from '../lib/next-task';
import { prefetchingRoute } from '../lib/route-prefetch';
import { RequireUser } from './RequireUser';
import { RootRedirect } from './RootRedirect';
import { RouteError } from './RouteError';
import { TitledOutlet } from './TitledOutlet';

/**
 * A route module loaded on first visit: everything but the landing page and sign-in. The import
 * (with the links that preload its chunks) starts in a task of its own, not in the router's.
 */
const lazy = (load: () => Promise<{ default: React.ComponentType }>) => async () => {
  await nextTask();
  return { Component: (await load()).default };
};

/**
 * Every route of spec §2. Its conflicts are resolved by redirects (DESIGN.md §7):
 * /campaign/:id/edit -> /edit-campaign/:id and /new-list -> /new-campaign; unknown paths -> '/'.
 * The dashboard and lead review ask for their data into `client` as they start loading.
 */
export const createRoutes = (client: QueryClient) => [
  {
    Component: TitledOutlet,
    errorElement: <RouteError />,
    // while the first page's code loads
    hydrateFallbackElement: <Spinner label="Loading..." />,
    children: [
      { path: '/', element: <RootRedirect /> },
      { path: '/landing', handle: { title: 'Find Instagram leads' }, element: <LandingRoute /> },
      { path: '/login', handle: { title: 'Sign in' }, element: <LoginRoute /> },
      {
        path: '/pricing',
        handle: { title: 'Pricing' },
        lazy: lazy(() => import('../features/public/routes/PricingRoute')),
      },
      {
        path: '/signup',
        handle: { title: 'Create your account' },
        lazy: lazy(() => import('../features/auth/routes/SignupRoute')),
      },
      {
        path: '/forgot-password',
        handle: { title: 'Forgot password' },
        lazy: lazy(() => import('../features/auth/routes/ForgotPasswordRoute')),
      },
      {
        path: '/reset-password',
        handle: { title: 'Reset password' },
        lazy: lazy(() => import('../features/auth/routes/ResetPasswordRoute')),
      },
      {
        element: <RequireUser />,
        children: [
          { path: '/new-list', element: <Navigate to="/new-campaign" replace /> },
          {
            path: '/new-campaign',
            handle: { title: 'New discovery list' },
            lazy: lazy(() => import('../features/runs/routes/NewCampaignRoute')),
          },
          {
            path: '/custom-campaign',
            handle: { title: 'New custom list' },
            lazy: lazy(() => import('../features/runs/routes/CustomCampaignRoute')),
          },
          {
            path: '/dashboard',
            handle: { title: 'Dashboard' },
            ...prefetchingRoute(client, prefetchDashboard),
            lazy: lazy(() => import('./DashboardPage')),
          },
          {
            path: '/campaigns',
            handle: { title: 'Your campaigns' },
            lazy: lazy(() => import('../features/campaigns/routes/CampaignsRoute')),
          },
          {
            path: '/create-campaign',
            handle: { title: 'Create campaign' },
            lazy: lazy(() => import('../features/create-campaign/routes/CreateCampaignRoute')),
          },
          {
            path: '/edit-campaign/:id',
            lazy: lazy(() => import('../features/campaigns/routes/EditCampaignRoute')),
          },
          {
            path: '/send/:id',
            lazy: lazy(() => import('../features/outreach/routes/SendRoute')),
          },
          {
            path: '/view-campaign/:id',
            lazy: lazy(() => import('../features/campaigns/routes/ViewCampaignRoute')),
          },
          // lead review: a list's id; a campaign's id under /campaign(s)/ goes to its view
          ...['/list/:id', '/campaign/:id', '/campaigns/:id'].map((path) => ({
            path,
            ...prefetchingRoute(client, (into, params) => prefetchLeadReview(into, params.id ?? '')),
            lazy: lazy(() => import('../features/lead-review/routes/LeadReviewRoute')),
          })),
          {
            path: '/campaign/:id/edit',
            loader: ({ params }: LoaderFunctionArgs) => redirect(`/edit-campaign/${params.id ?? ''}`),
            element: null,
          },
          {
            path: '/watches',
            handle: { title: 'Watches' },
            lazy: lazy(() => import('../features/watches/routes/WatchesRoute')),
          },
          {
            path: '/settings',
            handle: { title: 'Settings' },
            lazy: lazy(() => import('../features/settings/routes/SettingsRoute')),
          },
          {
            path: '/tutorials',
            handle: { title: 'Tutorials' },
            lazy: lazy(() => import('../features/tutorials/routes/TutorialsRoute')),
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = (client: QueryClient) => createBrowserRouter(createRoutes(client));
