import type { BootRoute } from '../lib/boot-requests';

/**
 * What the inline script in index.html asks for (lib/boot-requests.ts): the session on every
 * page, and the requests of the dashboard's, lead review's and edit screen's first reads with their
 * pages' code (`module`, whose built chunks the build writes into the script).
 */
export const BOOT_ALWAYS = ['/api/users/me'];

export const BOOT_ROUTES: (Omit<BootRoute, 'chunks'> & { module: string })[] = [
  {
    path: '^/dashboard/?$',
    requests: ['/api/lists', '/api/campaigns', '/api/config'],
    module: 'src/app/DashboardPage.tsx',
  },
  {
    path: '^/(?:list|campaigns?)/([^/]+)/?$',
    requests: ['/api/lists/:id', '/api/lists/:id/profiles?limit=100', '/api/lists/:id/insight'],
    module: 'src/features/lead-review/routes/LeadReviewRoute.tsx',
  },
  {
    // the campaign and its first profiles (the rest follow: features/campaigns/api/use-campaign.ts)
    path: '^/edit-campaign/([^/]+)/?$',
    requests: ['/api/campaigns/:id', '/api/campaigns/:id/profiles?limit=100'],
    module: 'src/features/campaigns/routes/EditCampaignRoute.tsx',
  },
];
