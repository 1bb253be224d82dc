// The installation: doctor and readiness checks.
export { checkServices, type ServiceReport } from './doctor.js';
export {
  checkDatabase,
  checkRuntime,
  type InstallationCheck,
  MIN_NODE_MAJOR,
} from './installation-checks.js';
export {
  checkReadiness,
  jobCounts,
  type NotReadyReason,
  READINESS_TIMEOUT_MS,
  type Readiness,
} from './readiness.js';
