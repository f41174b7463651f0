export { startJobs, type Jobs, type ScheduledJob } from './jobs.js';
