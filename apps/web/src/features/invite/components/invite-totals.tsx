import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '@app/contract';
import { MoneyText } from '#web/components/money-text';

/** My reward totals by state and my team's size, from the recorded rewards and sign-ups. */
export function InviteTotals({ info }: { info: InviteInfo }) {
  const { t } = useTranslation('invite');
  const money = [
    { key: 'pending', value: info.totals.pending },
    { key: 'paid', value: info.totals.paid },
    { key: 'reversed', value: info.totals.reversed },
  ] as const;
  return (
    <section className="invite-totals" data-testid="invite-totals">
      {money.map((m) => (
        <div key={m.key} className="invite-totals__item" data-testid={`invite-total-${m.key}`}>
          <MoneyText minor={m.value} className="invite-totals__value" />
          <span className="invite-totals__label">{t(`totals.${m.key}`)}</span>
        </div>
      ))}
      <div className="invite-totals__item">
        <bdi className="invite-totals__value">{info.invited.toLocaleString()}</bdi>
        <span className="invite-totals__label">{t('totals.invited')}</span>
      </div>
      <div className="invite-totals__item">
        <bdi className="invite-totals__value">{info.team.toLocaleString()}</bdi>
        <span className="invite-totals__label">{t('totals.team')}</span>
      </div>
    </section>
  );
}
