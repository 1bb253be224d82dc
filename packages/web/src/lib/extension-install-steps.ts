/**
 * How to install the browser extension by hand, in one place for the dashboard's install steps
 * (spec §2 extension modal: download, open the extensions page, developer mode, then add it)
 * and Settings › Browser extension. The packed extension is a zip, which a browser cannot take
 * by dragging: it is unzipped and its folder loaded with Load unpacked (the README's steps).
 */
export const EXTENSION_INSTALL_STEPS = [
  {
    title: 'Download the extension',
    text: 'Unzip the downloaded file into a folder you keep: the browser loads the extension from there.',
  },
  {
    title: 'Open the extensions page',
    text: 'In Chrome, type chrome://extensions in the address bar and press Enter (Edge: edge://extensions).',
  },
  {
    title: 'Turn on developer mode',
    text: 'Switch on "Developer mode" with the toggle at the top right of the extensions page.',
  },
  {
    title: 'Load the unzipped folder',
    text: 'Choose "Load unpacked" and select the folder you unzipped. The Leadgen icon then appears in your toolbar.',
  },
] as const;
