/** The dashboard's query keys; the live events hook refreshes everything under 'lists' and 'campaigns'. */
export const LISTS_KEY = ['lists', 'dashboard'] as const;
export const CAMPAIGNS_KEY = ['campaigns', 'dashboard'] as const;
