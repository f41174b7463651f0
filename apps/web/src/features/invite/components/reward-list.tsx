import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { InviteReward } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { useInviteRewards } from '#web/features/invite/api/invite';
import { dateOf, percentOf } from '#web/features/invite/lib/format';
import { PagedList } from './paged-list';

const STATE_COLOR = { pending: 'warning', paid: 'success', reversed: 'default' } as const;

function RewardItem({ r }: { r: InviteReward }) {
  const { t, i18n } = useTranslation('invite');
  const when = r.state === 'paid' ? r.paidAt : r.state === 'reversed' ? r.reversedAt : r.createdAt;
  return (
    <List.Item
      data-testid="invite-reward"
      description={
        <>
          <div>
            {t('reward.detail', { level: r.level, buyer: r.buyer, percent: percentOf(r.bps, i18n.language) })}
            {r.capped ? (
              <Tag color="primary" fill="outline" className="invite-reward__capped">
                {t('reward.capped')}
              </Tag>
            ) : null}
          </div>
          <div>
            <Tag color={STATE_COLOR[r.state]} fill="outline">
              {t(`state.${r.state}`)}
            </Tag>{' '}
            {when ? <time dateTime={when}>{dateOf(when, i18n.language)}</time> : null}
          </div>
        </>
      }
      extra={
        <MoneyText
          minor={r.amount}
          className={`invite-reward__amount invite-reward__amount--${r.state}`}
          testId="invite-reward-amount"
        />
      }
    >
      {t('reward.order')}{' '}
      <bdi dir="ltr" className="mono" data-testid="invite-reward-order">
        {r.orderNo}
      </bdi>
    </List.Item>
  );
}

/** Every reward of mine, each traceable to its order (masked), level and state. */
export function RewardList() {
  const { t } = useTranslation('invite');
  const query = useInviteRewards();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length} empty={t('list.emptyRewards')} testId="invite-rewards">
      {items.map((r) => (
        <RewardItem key={r.id} r={r} />
      ))}
    </PagedList>
  );
}
