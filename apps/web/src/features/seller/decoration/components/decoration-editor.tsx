import { useState } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DECORATION_SECTIONS_MAX,
  SECTION_COLUMNS_DEFAULT,
  SECTION_COLUMNS_MAX,
  SECTION_ITEMS_MAX,
  type DecorationData,
  type MyStoreData,
} from '@app/contract';
import { ApiError } from '#web/lib/request';
import { StorePreview } from '#web/features/catalog';
import { ErrorBlockRetry, StatusNotice } from '#web/features/seller/center';
import { useDecoration, useSaveDecoration } from '#web/features/seller/decoration/api/decoration';
import {
  bodyOf,
  draftOf,
  moved,
  newKey,
  previewOf,
  type Draft,
  type DraftSection,
} from '#web/features/seller/decoration/lib/draft';
import { BackgroundPicker } from './background-picker';
import { PicturesEditor } from './pictures-editor';
import { SectionEditor } from './section-editor';

/** Where the server's refusal belongs: the block its field names. */
interface Refusal {
  field: string;
  message: string;
}
const refusalIn = (r: Refusal | null, prefix: string) =>
  r && (r.field === prefix || r.field.startsWith(`${prefix}.`)) ? r.message : undefined;

function Editor({ data, store }: { data: DecorationData; store: MyStoreData }) {
  const { t } = useTranslation('decoration');
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const save = useSaveDecoration();
  const disabled = store.readOnly || save.isPending;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setSections = (sections: DraftSection[]) => set({ sections });

  const submit = async () => {
    setRefusal(null);
    try {
      const saved = await save.mutateAsync(bodyOf(draft));
      setDraft(draftOf(saved));
      Toast.show({ icon: 'success', content: t('saved') });
    } catch (e) {
      // The request helper has shown the reason; it also stays beside what it is about.
      const f = e instanceof ApiError ? e.fields[0] : undefined;
      if (f) setRefusal({ field: f.field, message: f.message ?? (e as ApiError).message });
    }
  };

  return (
    <div className="decoration">
      {store.readOnly ? <StatusNotice store={store} /> : null}
      <div className="decoration__layout">
        <div className="decoration__editor">
          <PicturesEditor
            cover={draft.cover}
            banners={draft.banners}
            disabled={disabled}
            error={refusalIn(refusal, 'cover') ?? refusalIn(refusal, 'banners')}
            onCover={(cover) => set({ cover })}
            onBanners={(banners) => set({ banners })}
          />
          <BackgroundPicker
            value={draft.background}
            disabled={disabled}
            error={refusalIn(refusal, 'background')}
            onChange={(background) => set({ background })}
          />
          <section className="decoration-card" aria-labelledby="decoration-sections">
            <h2 id="decoration-sections" className="decoration-card__title">
              {t('sections.header')}{' '}
              <span className="decoration-muted">
                {t('count', { n: draft.sections.length, max: DECORATION_SECTIONS_MAX })}
              </span>
            </h2>
            <p className="decoration-hint">
              {t('sections.hint', { items: SECTION_ITEMS_MAX, columns: SECTION_COLUMNS_MAX })}
            </p>
            {draft.sections.length === 0 && <p className="decoration-empty">{t('sections.empty')}</p>}
            {draft.sections.map((s, i) => (
              <SectionEditor
                key={s.key}
                section={s}
                index={i}
                count={draft.sections.length}
                storeId={store.id}
                disabled={disabled}
                error={refusal?.field === 'sections' ? undefined : refusalIn(refusal, `sections.${i}`)}
                onChange={(patch) =>
                  setSections(draft.sections.map((x, j) => (j === i ? { ...x, ...patch } : x)))
                }
                onMove={(by) => setSections(moved(draft.sections, i, by))}
                onRemove={() => setSections(draft.sections.filter((_, j) => j !== i))}
              />
            ))}
            {refusal?.field === 'sections' && <p className="decoration-error">{refusal.message}</p>}
            <Button
              block
              shape="rounded"
              disabled={disabled || draft.sections.length >= DECORATION_SECTIONS_MAX}
              onClick={() =>
                setSections([
                  ...draft.sections,
                  { key: newKey(), title: '', columns: SECTION_COLUMNS_DEFAULT, onHome: false, goods: [] },
                ])
              }
              data-testid="decoration-section-add"
            >
              <AddOutline /> {t('sections.add')}
            </Button>
          </section>
        </div>
        <aside className="decoration__preview" aria-labelledby="decoration-preview">
          <div className="decoration__preview-head">
            <h2 id="decoration-preview" className="decoration-card__title">
              {t('preview.title')}
            </h2>
            <Link
              to={`/mall/store/${store.id}`}
              className="decoration-link"
              data-testid="decoration-view-store"
            >
              {t('viewStore')}
            </Link>
          </div>
          <p className="decoration-hint">{t('preview.hint')}</p>
          <div className="decoration__phone">
            <StorePreview data={previewOf(draft, data.store)} />
          </div>
        </aside>
      </div>
      <div className="decoration__bar">
        <Button
          block
          color="primary"
          shape="rounded"
          loading={save.isPending}
          disabled={store.readOnly}
          onClick={() => void submit()}
          data-testid="decoration-save"
        >
          {t('save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * `/seller/decoration` (spec §2 settings, §5; decision 43): the store page's top image, carousel,
 * background and sections, with a phone-sized live preview of the buyer's page fed the unsaved values.
 */
export function DecorationEditor({ store }: { store: MyStoreData }) {
  const query = useDecoration();
  if (query.data) return <Editor data={query.data} store={store} />;
  if (query.isError) return <ErrorBlockRetry onRetry={() => void query.refetch()} />;
  return (
    <div className="seller-loading">
      <DotLoading color="primary" />
    </div>
  );
}
