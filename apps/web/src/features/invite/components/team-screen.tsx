import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { INVITE_TEAM_LEVELS } from '@app/contract';
import { useTeam } from '#web/features/invite/api/invite';
import { TeamLevelList } from './member-list';
import '#web/features/invite/invite.css';

const LEVELS = Array.from({ length: INVITE_TEAM_LEVELS }, (_, i) => i + 1);

/** `/vip/team`: my team on 4 levels, a tab per level with its count, the level's members (masked). */
export function TeamScreen() {
  const { t, i18n } = useTranslation('invite');
  const [level, setLevel] = useState(1);
  const counts = useTeam(level).data?.pages[0]?.counts;
  return (
    <div className="invite-page">
      <p className="invite-page__intro">{t('team.intro')}</p>
      <Tabs
        activeKey={String(level)}
        onChange={(key) => setLevel(Number(key))}
        direction={i18n.dir()}
        className="invite-tabs"
      >
        {LEVELS.map((l) => (
          <Tabs.Tab
            key={String(l)}
            title={
              <span data-testid={`team-tab-${l}`}>
                {t('team.level', { level: l })}{' '}
                <bdi className="invite-tabs__count">{counts?.[l - 1] ?? '–'}</bdi>
              </span>
            }
          />
        ))}
      </Tabs>
      <TeamLevelList level={level} />
    </div>
  );
}
