// Outreach: the send queue, lead status, the pace and the account guard, the first-message linter.
export { liftBlocked, reportBlocked } from './block-reports.js';
export { activeSendQueues, leadsForUsername, type ProfileLead } from './extension.js';
export {
  campaignTemplateLint,
  leadMessageLint,
  type MessageLintDeps,
  sendableText,
  sendLinter,
  withSendLint,
} from './message-lint.js';
export {
  blockUsernames,
  importBlocked,
  type LeadRef,
  listBlocked,
  markLead,
  type OutreachDeps,
  openLead,
  parseOutreachStatus,
  type SendQueue,
  sendQueue,
  unblockUsernames,
  undoLead,
} from './outreach.js';
export {
  type BlockState,
  type OutreachSettings,
  type OutreachSettingsChange,
  outreachSettings,
  type PaceDeps,
  type PaceHealthLine,
  paceOverview,
  updateOutreachSettings,
} from './pace.js';
