import { useState } from 'react';
import { Button, Input, Switch } from 'antd-mobile';
import { CloseOutline, DeleteOutline, DownOutline, UpOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  SECTION_COLUMNS_MAX,
  SECTION_ITEMS_MAX,
  SECTION_TITLE_MAX,
  imageUrl,
  type GoodsCard,
} from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { moved, type DraftSection } from '#web/features/seller/decoration/lib/draft';
import { ProductPicker } from './product-picker';

/** 1 to 5 products per row (spec §5), each drawn as that many bars. */
const COLUMN_OPTIONS = Array.from({ length: SECTION_COLUMNS_MAX }, (_, i) => i + 1);

/** One section: title, products per row (1 to 5), the marketplace home switch and its products in order. */
export function SectionEditor({
  section,
  index,
  count,
  storeId,
  disabled,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  section: DraftSection;
  index: number;
  count: number;
  storeId: number;
  disabled: boolean;
  error?: string | undefined;
  onChange: (patch: Partial<DraftSection>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('decoration');
  const [picking, setPicking] = useState(false);
  const setGoods = (goods: GoodsCard[]) => onChange({ goods });

  return (
    <div className="decoration-section" data-testid={`decoration-section-${index}`}>
      <div className="decoration-section__head">
        <h3>{t('section.name', { n: index + 1 })}</h3>
        <div className="decoration-section__tools">
          <button
            type="button"
            aria-label={t('move.up')}
            disabled={disabled || index === 0}
            onClick={() => onMove(-1)}
          >
            <UpOutline />
          </button>
          <button
            type="button"
            aria-label={t('move.down')}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(1)}
          >
            <DownOutline />
          </button>
          <button
            type="button"
            aria-label={t('section.remove')}
            disabled={disabled}
            onClick={onRemove}
            data-testid={`decoration-section-remove-${index}`}
          >
            <DeleteOutline />
          </button>
        </div>
      </div>
      <label className="decoration-label" htmlFor={`decoration-title-${section.key}`}>
        {t('section.title')}
      </label>
      <Input
        id={`decoration-title-${section.key}`}
        className="decoration-input"
        value={section.title}
        maxLength={SECTION_TITLE_MAX}
        placeholder={t('section.titlePlaceholder')}
        disabled={disabled}
        onChange={(title) => onChange({ title })}
        data-testid={`decoration-section-title-${index}`}
      />
      <p className="decoration-label">{t('section.columns')}</p>
      <div
        className="decoration-columns"
        role="radiogroup"
        aria-label={t('section.columns')}
        data-testid={`decoration-section-columns-${index}`}
      >
        {COLUMN_OPTIONS.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={section.columns === n}
            className={section.columns === n ? 'decoration-column is-active' : 'decoration-column'}
            disabled={disabled}
            onClick={() => onChange({ columns: n })}
          >
            <span className="decoration-column__bars" aria-hidden="true">
              {Array.from({ length: n }, (_, i) => (
                <i key={i} />
              ))}
            </span>
            <bdi>{n}</bdi>
          </button>
        ))}
      </div>
      <div className="decoration-switch">
        <div>
          <p>{t('section.onHome')}</p>
          <p className="decoration-hint">{t('section.onHomeHint')}</p>
        </div>
        <Switch
          checked={section.onHome}
          disabled={disabled}
          onChange={(onHome) => onChange({ onHome })}
          aria-label={t('section.onHome')}
        />
      </div>
      <p className="decoration-label">
        {t('section.goods')}{' '}
        <span className="decoration-muted">
          {t('count', { n: section.goods.length, max: SECTION_ITEMS_MAX })}
        </span>
      </p>
      {section.goods.length === 0 ? (
        <p className="decoration-hint">{t('section.noGoods')}</p>
      ) : (
        <ol className="decoration-goods">
          {section.goods.map((g, i) => (
            <li key={g.id} className="decoration-goods__item">
              <img src={imageUrl(g.image, MEDIA_HOST)} alt="" width={40} height={40} />
              <span className="decoration-goods__title">
                <bdi>{g.title}</bdi>
              </span>
              <button
                type="button"
                aria-label={t('move.up')}
                disabled={disabled || i === 0}
                onClick={() => setGoods(moved(section.goods, i, -1))}
              >
                <UpOutline />
              </button>
              <button
                type="button"
                aria-label={t('move.down')}
                disabled={disabled || i === section.goods.length - 1}
                onClick={() => setGoods(moved(section.goods, i, 1))}
              >
                <DownOutline />
              </button>
              <button
                type="button"
                aria-label={t('remove')}
                disabled={disabled}
                onClick={() => setGoods(section.goods.filter((x) => x.id !== g.id))}
              >
                <CloseOutline />
              </button>
            </li>
          ))}
        </ol>
      )}
      <Button
        size="small"
        shape="rounded"
        disabled={disabled}
        onClick={() => setPicking(true)}
        data-testid={`decoration-section-choose-${index}`}
      >
        {t('section.choose')}
      </Button>
      {error && <p className="decoration-error">{error}</p>}
      <ProductPicker
        storeId={storeId}
        open={picking}
        chosen={section.goods}
        onClose={() => setPicking(false)}
        onChange={setGoods}
      />
    </div>
  );
}
