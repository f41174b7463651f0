import type { CommentItem, GoodsCard } from '@app/contract';
import type { comments } from '#server/db/schema/index.js';
import { maskNickname } from './catalog.rules.js';
import type { StoreRow } from '#server/context.js';
import type { GoodsCardRow } from './catalog.repository.js';

/** A product card as the lists answer it. */
export function toCard(r: GoodsCardRow): GoodsCard {
  return { ...r, rating: Number(r.rating), image: r.image ?? '', promotion: null };
}

/** A store's card: its face and, from `stats`, products on sale and units sold. */
export function toStoreCard(s: StoreRow, stats: { goodsCount: number; sales: number } | undefined) {
  return {
    id: s.id,
    name: s.name,
    logo: s.logo,
    level: s.level,
    status: s.status,
    followers: s.followers,
    sales: stats?.sales ?? 0,
    goodsCount: stats?.goodsCount ?? 0,
  };
}

/** A review as buyers and the seller read it: the reviewer's nickname masked, the store's reply under it. */
export function toCommentItem(c: typeof comments.$inferSelect, nickname: string): CommentItem {
  return {
    id: c.id,
    nickname: maskNickname(nickname),
    score: c.score,
    content: c.content,
    images: c.images,
    skuName: c.skuName,
    createdAt: c.createdAt.toISOString(),
    reply: c.reply,
    repliedAt: c.repliedAt?.toISOString() ?? null,
  };
}
