import { Popup, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { SettledDay } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { useOfferingInfo } from '#web/features/invest/api/invest';
import { formatCount, formatDay, formatShare } from '#web/features/invest/lib/format';

function Row({
  label,
  minor,
  sign,
  strong,
  belowOneCent,
}: {
  label: string;
  minor: number;
  sign?: '-' | '+';
  strong?: boolean;
  /** Rounded down to zero from a positive amount: shown as "< $0.01", not as nothing earned. */
  belowOneCent?: boolean;
}) {
  return (
    <div className={strong ? 'iv-day__row iv-day__row--strong' : 'iv-day__row'}>
      <dt>{label}</dt>
      <dd>
        {sign === '-' && minor > 0 ? <bdi dir="ltr">−</bdi> : null}
        {belowOneCent ? <bdi dir="ltr">&lt; </bdi> : null}
        <MoneyText minor={belowOneCent ? 1 : minor} />
      </dd>
    </div>
  );
}

function Day({ d, shareBp }: { d: SettledDay; shareBp: number }) {
  const { t } = useTranslation('invest');
  const locale = currentLocale();
  return (
    <li className="iv-day" data-testid={`invest-day-${d.day}`}>
      <h4 className="iv-day__date">
        <bdi>{formatDay(d.day, locale)}</bdi>
      </h4>
      <dl>
        <Row label={t('info.unlocks')} minor={d.unlockGross} />
        <Row label={t('info.vip')} minor={d.vipShare} />
        <Row label={t('info.ads')} minor={d.adGross} />
        <Row label={t('info.gross')} minor={d.gross} strong />
        <Row
          label={t('info.deductions', { rate: isolateLtr(formatShare(d.deductionBp, locale)) })}
          minor={d.deductions}
          sign="-"
        />
        <Row label={t('info.adjustments')} minor={d.adjustments + d.carriedIn} sign="-" />
        <Row label={t('info.net')} minor={d.net} strong />
        <Row label={t('info.pool', { share: isolateLtr(formatShare(shareBp, locale)) })} minor={d.pool} />
        <Row
          label={t('info.perUnit')}
          minor={d.perUnit}
          belowOneCent={d.perUnit === 0 && d.pool > 0}
          strong
        />
      </dl>
      <p className="iv-muted">{t('info.held', { units: isolateLtr(formatCount(d.unitsHeld, locale)) })}</p>
    </li>
  );
}

/** One offering's disclosure: the method in words and its drama's settled days from the records. */
export function OfferingDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('invest');
  const locale = currentLocale();
  const info = useOfferingInfo(id);
  const data = info.data;
  return (
    <Popup
      visible={id !== null}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="iv-popup iv-popup--tall"
      destroyOnClose
    >
      <div data-testid="invest-info">
        {!data ? (
          <Skeleton.Paragraph lineCount={8} animated />
        ) : (
          <>
            <h2 className="iv-popup__title">
              <bdi>{data.offering.drama.title}</bdi>
            </h2>
            <section className="iv-method" data-testid="invest-method">
              <h3>{t('info.title')}</h3>
              <p>
                {t('info.method', {
                  share: isolateLtr(formatShare(data.offering.shareBp, locale)),
                  deduction: isolateLtr(formatShare(data.deductionBp, locale)),
                })}
              </p>
              <p>{t('info.issued', { units: isolateLtr(formatCount(data.offering.unitsIssued, locale)) })}</p>
              <p>{t('honest.settle', { time: isolateLtr('00:00'), zone: isolateLtr(data.timeZone) })}</p>
              <p className="iv-warn">{t('honest.zero')}</p>
            </section>
            <h3 className="iv-history__title">{t('info.history')}</h3>
            {data.days.length === 0 ? (
              <p className="iv-empty" data-testid="invest-info-empty">
                {t('info.none')}
              </p>
            ) : (
              <ul className="iv-days">
                {data.days.map((d) => (
                  <Day key={d.day} d={d} shareBp={data.offering.shareBp} />
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Popup>
  );
}
