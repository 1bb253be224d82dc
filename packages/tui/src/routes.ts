/** The screens of the app; the app keeps a stack of them, the top one is shown. */
export type Route =
  | { name: 'home'; tab?: HomeTab }
  | { name: 'review'; listId: string }
  | { name: 'new-run'; kind: 'discover' | 'custom' }
  | { name: 'run'; jobId: string }
  | { name: 'create-campaign'; listId: string; profileIds: string[]; previewId?: string }
  | { name: 'campaign'; campaignId: string }
  | { name: 'send'; campaignId: string }
  | { name: 'variants'; campaignId: string }
  | { name: 'watches' };

export type HomeTab = 'lists' | 'campaigns';
