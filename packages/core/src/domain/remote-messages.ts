/**
 * The words of the CLI's remote mode (issue 35): a CLI that talks to a Leadgen server's
 * `/api/v1` with an API key instead of opening a database file. Kept beside `messages` so every
 * front end that talks to a server says the same thing.
 *
 * @example
 * remoteMessages.serverUnreachable('https://leads.example.com', 'connection refused')
 */
export const remoteMessages = {
  serverUnreachable: (server: string, reason: string) =>
    `Cannot reach the Leadgen server at ${server} (${reason}): check the address and your network, or try again later`,
  signInAgain: (server: string, message: string) =>
    `${message} (${server}): sign in again with \`leadgen login --server ${server}\``,
  keyMayNot: (server: string, message: string) =>
    `${message} (${server}): use an API key that may do this (\`leadgen keys create --scope write\` on the server), then \`leadgen login --server ${server}\``,
  notInRemoteMode: (command: string, server: string) =>
    `\`leadgen ${command}\` is not available in remote mode (server ${server}): run it where the database is, or leave remote mode (unset LEADGEN_SERVER, or \`leadgen logout --server\`)`,
  keysNotInRemoteMode: (command: string, server: string) =>
    `\`leadgen ${command}\` is not available in remote mode (server ${server}): an API key does not make or manage keys; make them on the server with \`leadgen keys create\` there, or in its Settings`,
  selectorNotRemote:
    'In remote mode `leadgen campaigns create` takes --from-list <list-id> (with --all, the lead review filters or --profile ids); choose profiles across lists in the web app',
  aiTemplateNotRemote: '--ai-template is not available in remote mode: give --template or --template-file',
  wholeIdNeeded: (id: string) => `Remote mode needs the whole id, not the start of one: ${id}`,
  httpsRequired: (server: string) =>
    `The server address must start with https:// (plain http only on this machine's loopback): ${server}`,
  badServerAddress: (server: string) =>
    `Not a server address: ${server} (for example https://leads.example.com)`,
  apiKeyMissing:
    'Give the API key with --key, on stdin or at the prompt (create one on the server with `leadgen keys create --name <name>`)',
  serverWithoutKey: (server: string) =>
    `LEADGEN_SERVER is ${server} but no API key is set for it: set LEADGEN_API_KEY, or sign in with \`leadgen login --server ${server}\``,
  keyWithoutServer: 'LEADGEN_API_KEY is set without LEADGEN_SERVER: set the server it belongs to',
  loginWhich: 'Give the e-mail of a user of the database, or --server <url> to sign in to a Leadgen server',
  chosenByApiKey: 'the API key of `leadgen login --server` (or LEADGEN_API_KEY)',
  signedIn: (server: string, email: string) => `Signed in to ${server} as ${email}`,
  signedOut: (server: string) => `Signed out of ${server}: commands use the local database again`,
  notSignedIn: 'Not signed in to any server: commands use the local database',
  envStillRemote: 'LEADGEN_SERVER in the environment still turns remote mode on',
  unexpectedAnswer: (server: string, status: number) =>
    `The Leadgen server at ${server} answered something unexpected (HTTP ${status}): is it a Leadgen server of this version?`,
  pageCsvLocalOnly:
    'In remote mode a page of profiles is not written as CSV: `leadgen lists export <list-id>` exports the list (--json prints the page)',
  tooManyRequests: (server: string) =>
    `The Leadgen server at ${server} is limiting requests: try again later`,
} as const;
