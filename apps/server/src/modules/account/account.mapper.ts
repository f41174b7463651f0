import type { UserInfo } from '@app/contract';
import type { UserRow } from '#server/context.js';

export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    type: row.type,
    inviteCode: row.inviteCode,
    hasTradePassword: row.tradePasswordHash !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
