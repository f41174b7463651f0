import { useState } from 'react';
import { Button, Checkbox, DotLoading, Popup, SearchBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SECTION_ITEMS_MAX, imageUrl, type GoodsCard } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { DualPrice } from '#web/features/wallet';
import { useSectionCandidates } from '#web/features/seller/decoration/api/decoration';
import { toggled } from '#web/features/seller/decoration/lib/draft';

/** Picks up to 10 of the store's products on sale for a section (spec §5), searchable by title. */
export function ProductPicker({
  storeId,
  open,
  chosen,
  onClose,
  onChange,
}: {
  storeId: number;
  open: boolean;
  chosen: GoodsCard[];
  onClose: () => void;
  onChange: (goods: GoodsCard[]) => void;
}) {
  const { t } = useTranslation('decoration');
  const [keyword, setKeyword] = useState('');
  const candidates = useSectionCandidates(storeId, keyword, open);
  const full = chosen.length >= SECTION_ITEMS_MAX;
  const list = candidates.data?.list ?? [];

  return (
    <Popup
      visible={open}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="decoration-picker"
      destroyOnClose
    >
      <div className="decoration-picker__head">
        <h2>{t('picker.title')}</h2>
        <span className={full ? 'decoration-picker__count is-full' : 'decoration-picker__count'}>
          {t('picker.chosen', { n: chosen.length, max: SECTION_ITEMS_MAX })}
        </span>
      </div>
      <SearchBar placeholder={t('picker.search')} onSearch={setKeyword} onClear={() => setKeyword('')} />
      <div className="decoration-picker__list" data-testid="decoration-picker">
        {candidates.isPending ? (
          <div className="decoration-picker__empty">
            <DotLoading color="primary" />
          </div>
        ) : list.length === 0 ? (
          <p className="decoration-picker__empty">{t('picker.empty')}</p>
        ) : (
          list.map((g) => {
            const on = chosen.some((c) => c.id === g.id);
            return (
              <label key={g.id} className="decoration-pick" data-testid="decoration-pick">
                <Checkbox checked={on} disabled={!on && full} onChange={() => onChange(toggled(chosen, g))} />
                <img src={imageUrl(g.image, MEDIA_HOST)} alt="" width={44} height={44} />
                <span className="decoration-pick__title">
                  <bdi>{g.title}</bdi>
                </span>
                <DualPrice minor={g.price} className="decoration-pick__price" />
              </label>
            );
          })
        )}
      </div>
      <div className="decoration-picker__foot">
        <Button block color="primary" shape="rounded" onClick={onClose} data-testid="decoration-picker-done">
          {t('picker.done')}
        </Button>
      </div>
    </Popup>
  );
}
