import { useMemo, useState } from 'react';
import { Button, Checkbox, Dialog, Image, SearchBar, Selector, Skeleton, Stepper, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PROMOTION_DURATION_DAYS, discountedPrice, imageUrl, type PromotionDuration } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { ApiError } from '#web/lib/request';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { formatDateTime } from '#web/features/orders';
import {
  addPromotion,
  useBusyGoods,
  usePromotableGoods,
  usePromotionChanged,
  usePromotionTerms,
} from '#web/features/seller/promotion/api/promotion';
import { PROMOTION_PATHS } from '#web/features/seller/promotion/paths';
import { DurationPicker } from './duration-picker';
import { formatPoints } from './points-text';

const DAY = 86_400_000;

/** `yyyy-MM-ddTHH:mm` in local time, as a datetime-local input takes it. */
function localInput(d: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Tomorrow at 09:00 local time: the first start offered for a scheduled promotion. */
function tomorrowMorning() {
  const d = new Date(Date.now() + DAY);
  d.setHours(9, 0, 0, 0);
  return d;
}

/**
 * `/seller/promotions/new`: choose products on sale, the discount (up to the configured highest),
 * now or from a start, for a day, a week or a month; the cost in points and the balance are shown
 * before confirming, and the server's refusals (the 7-day price rule, an overlap) are shown here.
 */
export function NewPromotionScreen() {
  const { t, i18n } = useTranslation(['promotion', 'common']);
  const navigate = useNavigate();
  const terms = usePromotionTerms();
  const goods = usePromotableGoods();
  const busyGoods = useBusyGoods();
  const [keyword, setKeyword] = useState('');
  const changed = usePromotionChanged();
  const attempt = useSubmitAttempt();
  const [chosen, setChosen] = useState<number[]>([]);
  const [discount, setDiscount] = useState(10);
  const [effect, setEffect] = useState<'immediate' | 'scheduled'>('immediate');
  const [startAt, setStartAt] = useState(() => localInput(tomorrowMorning()));
  const [duration, setDuration] = useState<PromotionDuration>('week');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const fmt = (n: number) => formatPoints(n, i18n.language);

  const data = terms.data;
  const days = PROMOTION_DURATION_DAYS[duration];
  const cost = data ? chosen.length * days * data.costPerProductDay : 0;
  const start = effect === 'immediate' ? new Date() : new Date(startAt);
  const startValid =
    effect === 'immediate' || (!Number.isNaN(start.getTime()) && start.getTime() > Date.now());
  const end = new Date(start.getTime() + days * DAY);
  const products = useMemo(() => {
    const words = keyword.trim().toLowerCase();
    const all = goods.data?.list ?? [];
    return words ? all.filter((g) => g.title.toLowerCase().includes(words)) : all;
  }, [goods.data, keyword]);
  const busy = busyGoods.data;

  if (!data || goods.isPending) return <Skeleton.Paragraph lineCount={8} animated />;

  const short = cost > data.balance;
  const ready =
    chosen.length > 0 && startValid && !short && discount >= 1 && discount <= data.maxDiscountPercent;

  const submit = async () => {
    const go = await Dialog.confirm({
      title: t('add.confirmTitle'),
      content: t('add.confirmText', { points: fmt(cost), n: chosen.length }),
      confirmText: t('add.submit'),
      cancelText: t('common:action.cancel'),
    });
    if (!go) return;
    setSending(true);
    setRefusal(null);
    try {
      await addPromotion(
        {
          goodsIds: chosen,
          discountPercent: discount,
          effect,
          duration,
          ...(effect === 'scheduled' ? { startAt: start.toISOString() } : {}),
        },
        attempt,
      );
      changed();
      Toast.show({ icon: 'success', content: t('add.done') });
      void navigate(PROMOTION_PATHS.list(effect === 'scheduled' ? 'scheduled' : 'promoting'), {
        replace: true,
      });
    } catch (error) {
      setRefusal(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="promo-page promo-page--form" data-testid="new-promotion">
      <section className="promo-card">
        <div className="promo-pick__head">
          <h2 className="promo-card__title">{t('add.products')}</h2>
          <span className="promo-hint" data-testid="promotion-chosen">
            {t('add.chosen', { n: chosen.length })}
          </span>
        </div>
        <SearchBar
          placeholder={t('add.search')}
          value={keyword}
          onChange={setKeyword}
          data-testid="promotion-search"
        />
        {products.length === 0 ? (
          <p className="promo-empty-line">{t('add.noProducts')}</p>
        ) : (
          <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as number[])}>
            <ul className="promo-pick">
              {products.map((g) => (
                <li key={g.id}>
                  <Checkbox
                    value={g.id}
                    disabled={busy?.has(g.id)}
                    className="promo-pick__row"
                    data-testid={`promotion-pick-${g.id}`}
                  >
                    <span className="promo-pick__item">
                      <Image src={imageUrl(g.image, MEDIA_HOST)} width={44} height={44} fit="cover" lazy />
                      <span className="promo-pick__name">
                        <span className="promo-pick__title" dir="auto">
                          {g.title}
                        </span>
                        {busy?.has(g.id) && <span className="promo-pick__busy">{t('add.busy')}</span>}
                      </span>
                      <span className="promo-pick__price">
                        <MoneyText minor={discountedPrice(g.price, discount)} />
                        <MoneyText minor={g.price} strike className="promo-item__was" />
                      </span>
                    </span>
                  </Checkbox>
                </li>
              ))}
            </ul>
          </Checkbox.Group>
        )}
      </section>

      <section className="promo-card">
        <h2 className="promo-card__title">{t('add.discount')}</h2>
        <div className="promo-row">
          <Stepper
            min={1}
            max={data.maxDiscountPercent}
            digits={0}
            value={discount}
            onChange={(v) => setDiscount(Math.round(Number(v) || 1))}
            data-testid="promotion-discount"
          />
          <span dir="ltr" className="promo-item__off">
            {t('card.off', { percent: discount })}
          </span>
        </div>
        <p className="promo-hint">{t('add.discountHint', { max: data.maxDiscountPercent })}</p>

        <h2 className="promo-card__title">{t('add.effect')}</h2>
        <Selector
          columns={2}
          value={[effect]}
          onChange={(v) => v[0] && setEffect(v[0])}
          options={[
            { value: 'immediate' as const, label: t('add.immediate') },
            {
              value: 'scheduled' as const,
              label: <span data-testid="promotion-effect-scheduled">{t('add.scheduled')}</span>,
            },
          ]}
        />
        {effect === 'scheduled' && (
          <label className="promo-field">
            <span>{t('add.startAt')}</span>
            <input
              type="datetime-local"
              className="promo-datetime"
              value={startAt}
              min={localInput(new Date())}
              onChange={(e) => setStartAt(e.target.value)}
              data-testid="promotion-start"
            />
            {!startValid && (
              <span className="promo-error" role="alert">
                {t('add.startFuture')}
              </span>
            )}
          </label>
        )}

        <h2 className="promo-card__title">{t('add.duration')}</h2>
        <DurationPicker value={duration} onChange={setDuration} testId="promotion-duration" />
        {startValid && (
          <p className="promo-hint" data-testid="promotion-window">
            {t('add.window', {
              start: formatDateTime(start.toISOString(), i18n.language),
              end: formatDateTime(end.toISOString(), i18n.language),
            })}
          </p>
        )}
      </section>

      <section className="promo-card">
        <p className="promo-rule" data-testid="promotion-rule">
          {t('add.rule', { days: data.priceRaiseDays })}
        </p>
        <dl className="promo-sum">
          <div>
            <dt>{t('cost.formula')}</dt>
            <dd>
              <bdi dir="ltr">
                {fmt(chosen.length)} × {fmt(days)} × {fmt(data.costPerProductDay)}
              </bdi>
            </dd>
          </div>
          <div className="promo-sum__total">
            <dt>{t('cost.total')}</dt>
            <dd>
              <bdi dir="ltr" data-testid="promotion-cost">
                {fmt(cost)}
              </bdi>
            </dd>
          </div>
          <div>
            <dt>{t('cost.balance')}</dt>
            <dd>
              <bdi dir="ltr" data-testid="promotion-balance">
                {fmt(data.balance)}
              </bdi>
            </dd>
          </div>
          <div className={short ? 'promo-sum__short' : undefined}>
            <dt>{short ? t('cost.short') : t('cost.after')}</dt>
            <dd>
              <bdi dir="ltr">{fmt(Math.abs(data.balance - cost))}</bdi>
            </dd>
          </div>
        </dl>
        {short && (
          <Button fill="outline" color="primary" block onClick={() => void navigate(PROMOTION_PATHS.points)}>
            {t('cost.buyPoints')}
          </Button>
        )}
        {refusal && (
          <p className="promo-refusal" role="alert" data-testid="promotion-refusal" dir="auto">
            {refusal}
          </p>
        )}
      </section>

      <div className="promo-submit">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          disabled={!ready}
          loading={sending}
          onClick={() => void submit()}
          data-testid="promotion-submit"
        >
          {t('add.submit')}
        </Button>
      </div>
    </div>
  );
}
