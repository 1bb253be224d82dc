/**
 * The tutorials screen's three videos, in order (spec §2 Tutorials); each plays the URL at the
 * same place of the server's `tutorialVideoUrls` (LEADGEN_TUTORIAL_VIDEO_URLS).
 */
export const TUTORIAL_VIDEOS = [
  { title: 'Welcome to Leadgen', summary: 'A tour of Leadgen: find profiles, review them and reach out.' },
  {
    title: 'Launching Automated Campaigns',
    summary: 'Turn a list into a campaign, write a message template and let AI personalise it.',
  },
  {
    title: 'Importing Your Own Leads',
    summary: 'Paste usernames or upload a CSV to build a custom list from leads you already have.',
  },
] as const;
