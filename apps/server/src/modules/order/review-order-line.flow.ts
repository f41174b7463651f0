import type { ApiInput } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { orderRepository } from './order.repository.js';

/**
 * A buyer's review of a line of a completed order, once per line: its photos must be the buyer's
 * own review uploads. The product's rating sum and count move with it.
 */
export async function reviewOrderLine(tx: Tx, userId: number, body: ApiInput<'order/comment'>) {
  const found = await orderRepository.findLine(tx, body.orderLineId);
  if (!found || found.order.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
  if (found.order.status !== 'completed') throw new AppError('COMMENT_NOT_ALLOWED');
  for (const [i, url] of body.images.entries()) {
    if (!(await fileRepository.ownsUpload(tx, userId, url, 'review'))) {
      throw new AppError('IMAGE_INVALID', {}, [
        { field: `images.${i}`, rule: 'uploaded_image', key: 'validation.image' },
      ]);
    }
  }
  const row = await orderRepository.insertComment(tx, {
    orderLineId: found.line.id,
    goodsId: found.line.goodsId,
    userId,
    score: body.score,
    content: body.content,
    images: body.images,
    skuName: found.line.skuName,
  });
  if (!row) throw new AppError('ALREADY_COMMENTED');
  return row;
}
