import type { AdminApplicationRecord, MyApplication } from '@app/contract';
import type { ApplicationRow, StaffApplicationRow } from './marketing.repository.js';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** An application as its applicant sees it. */
export function toMyApplication(a: ApplicationRow): MyApplication {
  return {
    id: a.id,
    kind: a.kind,
    status: a.status,
    name: a.name,
    link: a.link,
    reason: a.reason,
    createdAt: a.createdAt.toISOString(),
    reviewedAt: iso(a.reviewedAt),
  };
}

/** An application in the console's queue. */
export function toAdminApplication(r: StaffApplicationRow): AdminApplicationRecord {
  const a = r.application;
  return {
    id: a.id,
    kind: a.kind,
    status: a.status,
    name: a.name,
    email: a.email,
    country: a.country,
    link: a.link,
    size: a.size,
    message: a.message,
    locale: a.locale,
    user: a.userId && r.userEmail ? { id: a.userId, email: r.userEmail } : null,
    submittedAt: a.createdAt.toISOString(),
    reviewedAt: iso(a.reviewedAt),
    reviewer: a.reviewerId ? { name: r.reviewerName ?? '' } : null,
    rejectReason: a.reason,
  };
}
