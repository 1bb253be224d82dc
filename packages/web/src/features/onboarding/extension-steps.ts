/**
 * The extension install steps (spec §2): 0 download, 1 open the extensions page, 2 turn on
 * developer mode, 3 drag the file in.
 */
export const EXTENSION_STEPS = [
  { title: 'Download the extension' },
  {
    title: 'Open the extensions page',
    text: 'In Chrome, type chrome://extensions in the address bar and press Enter (Edge: edge://extensions).',
  },
  {
    title: 'Turn on developer mode',
    text: 'Switch on "Developer mode" with the toggle at the top right of the extensions page.',
  },
  {
    title: 'Drag the file in',
    text: 'Drag the downloaded file onto the extensions page and confirm. The Leadgen icon then appears in your toolbar.',
  },
] as const;
