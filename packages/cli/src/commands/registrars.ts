// Every command module's registrar, in one module so that a command's code loads as one file:
// the bundle makes a file of each set of modules its entry points share, and with a file per
// command `lists ls` loaded some 40 small files, each costing more than its size (measured with
// `npm run bench -- cli`). The help and `--version` load none of it (register-commands.ts).
export { accountCommands } from './account.js';
export { campaignsCommand } from './campaigns.js';
export { completionCommand } from './completion.js';
export { configCommand } from './config.js';
export { creditsCommand } from './credits.js';
export { dbCommand } from './db.js';
export { discoverCommand } from './discover.js';
export { doctorCommand } from './doctor.js';
export { importCommand } from './import.js';
export { initCommand } from './init.js';
export { jobsCommand } from './jobs.js';
export { keysCommand } from './keys.js';
export { listsCommand } from './lists.js';
export { outreachCommands } from './outreach.js';
export { profilesCommand } from './profiles.js';
export { sandboxCommand } from './sandbox.js';
export { serveCommand } from './serve.js';
export { tuiCommand } from './tui.js';
export { watchCommand } from './watch.js';
export { webhooksCommand } from './webhooks.js';
export { whoamiCommand } from './whoami.js';
export { workerCommand } from './worker.js';
