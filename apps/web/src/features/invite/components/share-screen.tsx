import { Button } from 'antd-mobile';
import { TeamOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { InfoGate } from './info-gate';
import { InviteRules } from './invite-rules';
import { InviteTotals } from './invite-totals';
import { RewardList } from './reward-list';
import { ShareCard } from './share-card';
import '#web/features/invite/invite.css';

/** `/vip/share` (drama app): my share card, totals, the rules with the configured percentages, my rewards. */
export function ShareScreen({ onOpenTeam }: { onOpenTeam: () => void }) {
  const { t } = useTranslation('invite');
  return (
    <InfoGate>
      {(info) => (
        <div className="invite-page invite-page--tv">
          <ShareCard info={info} face="tv" />
          <InviteTotals info={info} />
          <Button block fill="outline" shape="rounded" className="invite-page__team" onClick={onOpenTeam}>
            <TeamOutline /> {t('team.open')}
          </Button>
          <InviteRules rule={info.rule} commissionBps={info.commissionBps} />
          <h3 className="invite-page__heading">{t('tabs.rewards')}</h3>
          <RewardList />
        </div>
      )}
    </InfoGate>
  );
}
