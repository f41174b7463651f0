// What modules may import from the audit trail.
export { audit } from './audit.js';
export { auditRepository, type AuditRecord } from './audit.repository.js';
export { saveAudited } from './audited-save.js';
