import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InfoGate } from './info-gate';
import { InviteRules } from './invite-rules';
import { InviteTotals } from './invite-totals';
import { InviteList } from './member-list';
import { RewardList } from './reward-list';
import { ShareCard } from './share-card';
import '#web/features/invite/invite.css';

const TABS = ['invites', 'rewards', 'rules'] as const;
type Tab = (typeof TABS)[number];

/** `/me/invite` (marketplace): my share card, totals, and my invitations, rewards and the rules. */
export function InviteScreen() {
  const { t, i18n } = useTranslation('invite');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'invites';
  return (
    <InfoGate>
      {(info) => (
        <div className="invite-page">
          <ShareCard info={info} face="mall" />
          <InviteTotals info={info} />
          <Tabs
            activeKey={tab}
            onChange={(key) => setParams({ tab: key }, { replace: true })}
            direction={i18n.dir()}
            className="invite-tabs"
          >
            {TABS.map((k) => (
              <Tabs.Tab key={k} title={t(`tabs.${k}`)} />
            ))}
          </Tabs>
          {tab === 'invites' ? <InviteList /> : null}
          {tab === 'rewards' ? <RewardList /> : null}
          {tab === 'rules' ? <InviteRules rule={info.rule} commissionBps={info.commissionBps} /> : null}
        </div>
      )}
    </InfoGate>
  );
}
