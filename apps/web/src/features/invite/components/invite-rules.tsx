import { useTranslation } from 'react-i18next';
import { INVITE_TEAM_LEVELS, type InviteRule } from '@app/contract';
import { percentOf } from '#web/features/invite/lib/format';

/** The rule as the server enforces it: the configured percentages per level, the cap, the timing. */
export function InviteRules({ rule, commissionBps }: { rule: InviteRule; commissionBps: number }) {
  const { t, i18n } = useTranslation('invite');
  const pct = (bps: number) => percentOf(bps, i18n.language);
  return (
    <section className="invite-rules" data-testid="invite-rules">
      <h3 className="invite-rules__title">{t('rules.title')}</h3>
      <ol className="invite-rules__levels">
        {rule.levelBps.map((bps, i) => (
          <li key={i} data-testid={`invite-rule-level-${i + 1}`}>
            <span className="invite-rules__percent">
              <bdi>{pct(bps)}</bdi>
            </span>
            <span>{t(`rules.level${i + 1}`)}</span>
          </li>
        ))}
      </ol>
      <ul className="invite-rules__notes">
        <li>
          {t('rules.cap', {
            commission: pct(commissionBps),
            percent: pct(rule.capShareBps),
            max: pct(Math.floor((commissionBps * rule.capShareBps) / 10_000)),
          })}
        </li>
        <li>{t('rules.timing')}</li>
        <li>{t('rules.base')}</li>
        <li>{t('rules.team', { levels: INVITE_TEAM_LEVELS })}</li>
        <li>{t('rules.funded')}</li>
        <li>{t('rules.own')}</li>
        <li>{t('rules.disabled')}</li>
        <li>{t('rules.excluded')}</li>
      </ul>
    </section>
  );
}
