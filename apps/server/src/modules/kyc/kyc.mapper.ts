import type { AdminAuthRecord, UserAuth } from '@app/contract';
import type { PrivateFiles } from '#server/platform/storage/private-files.js';
import type { StaffAuthRow, UserAuthRow } from './kyc.repository.js';

const NONE: UserAuth = {
  status: 'unauthenticated',
  type: null,
  realName: null,
  idNumber: null,
  idFront: null,
  idBack: null,
  companyName: null,
  documentNumber: null,
  licence: null,
  reason: null,
  submittedAt: null,
  reviewedAt: null,
};

/**
 * A record as its owner or staff see it: the images as short-lived signed addresses (the mapper is
 * only called for a caller allowed to see them).
 */
export function toUserAuth(row: UserAuthRow | undefined, files: PrivateFiles): UserAuth {
  if (!row) return NONE;
  const signed = (key: string) => files.signedUrl(key);
  return {
    status: row.status,
    type: row.type,
    realName: row.realName,
    idNumber: row.idNumber,
    idFront: signed(row.idFront),
    idBack: signed(row.idBack),
    companyName: row.companyName,
    documentNumber: row.documentNumber,
    licence: row.licence ? signed(row.licence) : null,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export function toAdminAuth(row: StaffAuthRow, files: PrivateFiles): AdminAuthRecord {
  const a = row.auth;
  return {
    id: a.id,
    user: { id: a.userId, email: row.email, nickname: row.nickname },
    status: a.status,
    type: a.type,
    realName: a.realName,
    idNumber: a.idNumber,
    idFront: files.signedUrl(a.idFront),
    idBack: files.signedUrl(a.idBack),
    companyName: a.companyName,
    documentNumber: a.documentNumber,
    licence: a.licence ? files.signedUrl(a.licence) : null,
    rejectReason: a.reason,
    submittedAt: a.submittedAt.toISOString(),
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    reviewer: row.reviewerName ? { name: row.reviewerName } : null,
    store: row.store?.id
      ? {
          id: row.store.id,
          name: row.store.name ?? '',
          address: row.store.address ?? '',
          country: row.store.country,
          whatsapp: row.store.whatsapp,
        }
      : null,
  };
}
