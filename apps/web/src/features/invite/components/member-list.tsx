import { Avatar, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { InviteMember } from '@app/contract';
import { useInviteList, useTeam } from '#web/features/invite/api/invite';
import { dateOf } from '#web/features/invite/lib/format';
import { PagedList } from './paged-list';

function MemberItem({ m }: { m: InviteMember }) {
  const { t, i18n } = useTranslation('invite');
  return (
    <List.Item
      prefix={<Avatar src={m.avatar ?? ''} style={{ '--size': '36px', '--border-radius': '50%' }} />}
      description={t('member.joined', { date: dateOf(m.joinedAt, i18n.language) })}
      extra={<span className="invite-member__orders">{t('member.orders', { n: m.orders })}</span>}
    >
      <bdi>{m.name}</bdi>
    </List.Item>
  );
}

/** The people who signed up with my code. */
export function InviteList() {
  const { t } = useTranslation('invite');
  const query = useInviteList();
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length} empty={t('list.emptyInvites')} testId="invite-members">
      {items.map((m, i) => (
        <MemberItem key={`${m.joinedAt}-${i}`} m={m} />
      ))}
    </PagedList>
  );
}

/** One level of my team. */
export function TeamLevelList({ level }: { level: number }) {
  const { t } = useTranslation('invite');
  const query = useTeam(level);
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <PagedList query={query} count={items.length} empty={t('list.emptyTeam')} testId={`team-level-${level}`}>
      {items.map((m, i) => (
        <MemberItem key={`${m.joinedAt}-${i}`} m={m} />
      ))}
    </PagedList>
  );
}
