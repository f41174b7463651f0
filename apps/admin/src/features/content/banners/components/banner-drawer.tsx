import { useState } from 'react';
import { Card, Col, Form, Input, InputNumber, Row, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BANNER_CTA_MAX,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  LINK_MAX,
  RTL_LOCALES,
  TRANSLATION_LOCALES,
  imageUrl,
  isTranslated,
  saveBannerBody,
  type AdminBanner,
  type BannerPlace,
  type Locale,
} from '@app/contract';
import { ImageUploadField } from '#admin/components/image-upload-field';
import { LanguagePicker } from '#admin/components/language-picker';
import { zodRule } from '#admin/lib/zod-rule';
import { useSaveBanner } from '#admin/features/content/banners/api/banners';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';

/** Banner pictures are 1080 × 420. */
export const BANNER_ASPECT = 1080 / 420;
/** The places in the order the console shows them. */
export const CONSOLE_BANNER_PLACES: BannerPlace[] = ['tv', 'activity', 'mall'];

interface Words {
  title?: string;
  subtitle?: string;
  cta?: string;
}

interface Values {
  place: BannerPlace;
  image: string;
  title: string;
  subtitle: string;
  cta: string;
  /** The other 19 languages; all empty means "not translated yet". */
  translations: Partial<Record<Locale, Words>>;
  link: string;
  sort: number | null;
  enabled: boolean;
}

const blank = (place: BannerPlace): Values => ({
  place,
  image: '',
  title: '',
  subtitle: '',
  cta: '',
  translations: {},
  link: '',
  sort: 0,
  enabled: true,
});
const valuesOf = (b: AdminBanner): Values => ({ ...b });

const wordsOf = (w: Words | undefined) => ({
  title: w?.title?.trim() ?? '',
  subtitle: w?.subtitle?.trim() ?? '',
  cta: w?.cta?.trim() ?? '',
});

/** Every other language as sent: empty ones tell the server "not translated yet". */
const translationsOf = (v: Values) =>
  Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, wordsOf(v.translations?.[l])]));

interface Props {
  editing: AdminBanner | 'new' | null;
  /** Where a new one goes (the open tab). */
  place: BannerPlace;
  onClose: () => void;
}

export function BannerDrawer({ editing, place, onClose }: Props) {
  const { t } = useTranslation('content');
  const save = useSaveBanner();
  const current = editing && editing !== 'new' ? editing : null;

  return (
    <AuditedDrawer<Values, AdminBanner>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t('console.banners.editTitle', { title: current.title })
          : t(`console.banners.newTitle.${place}`)
      }
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={blank(place)}
      valuesOf={valuesOf}
      save={async (v, current) => {
        await save.mutateAsync({
          ...(current ? { id: current.id } : {}),
          place: v.place,
          image: v.image,
          ...wordsOf(v),
          translations: translationsOf(v),
          link: v.link.trim(),
          sort: v.sort ?? 0,
          enabled: v.enabled,
        });
        return t(current ? 'console.banners.saved' : 'console.banners.created');
      }}
      pending={save.isPending}
      width={1000}
      testId="banner-drawer"
    >
      <BannerFields />
    </AuditedDrawer>
  );
}

/** The banner as the apps draw it: the picture, and over its left part the words of one language. */
export function BannerPreview({
  image,
  words,
  locale,
}: {
  image: string;
  words: { title: string; subtitle: string; cta: string };
  locale: Locale;
}) {
  const { t } = useTranslation('content');
  return (
    <Card size="small" title={t('console.banners.preview')} data-testid="banner-preview">
      <div
        style={{
          position: 'relative',
          aspectRatio: `${BANNER_ASPECT}`,
          borderRadius: 10,
          overflow: 'hidden',
          background: image ? `center / cover no-repeat url("${imageUrl(image, '')}")` : '#d9d9d9',
        }}
      >
        <div
          lang={locale}
          dir={RTL_LOCALES.has(locale) ? 'rtl' : 'auto'}
          style={{
            position: 'absolute',
            insetBlock: 0,
            left: 0,
            width: '60%',
            padding: '0 16px',
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'flex-start',
            gap: 4,
            color: '#fff',
            textShadow: '0 1px 3px rgba(0,0,0,.35)',
          }}
        >
          <div style={{ fontWeight: 700, fontSize: 20, lineHeight: 1.15 }}>{words.title || '—'}</div>
          {words.subtitle ? <div style={{ fontSize: 12, lineHeight: 1.3 }}>{words.subtitle}</div> : null}
          {words.cta ? (
            <span
              style={{
                marginTop: 6,
                background: '#fff',
                color: '#262626',
                borderRadius: 999,
                padding: '2px 12px',
                fontSize: 12,
                fontWeight: 600,
                textShadow: 'none',
              }}
            >
              {words.cta}
            </span>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function BannerFields() {
  const { t } = useTranslation('content');
  const [locale, setLocale] = useState<Locale>('en');
  const label = (key: string) => t(`console.banners.field.${key}`);
  const { shape } = saveBannerBody;
  const image = (Form.useWatch('image') ?? '') as string;
  const english = wordsOf({
    title: Form.useWatch('title'),
    subtitle: Form.useWatch('subtitle'),
    cta: Form.useWatch('cta'),
  });
  const translations = (Form.useWatch('translations') ?? {}) as Values['translations'];
  const done = (l: Locale) => isTranslated(l === 'en' ? english : wordsOf(translations[l]));
  const shown = locale === 'en' ? english : wordsOf(translations[locale]);
  const fallback = locale !== 'en' && !isTranslated(shown);

  return (
    <Row gutter={20}>
      <Col xs={24} lg={13}>
        <Form.Item name="place" label={label('place')} extra={t('console.banners.placeHelp')} required>
          <Segmented
            options={CONSOLE_BANNER_PLACES.map((p) => ({ value: p, label: t(`console.banners.place.${p}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="image"
          label={label('image')}
          required
          rules={[zodRule(shape.image, t, label('image'))]}
          extra={t('console.banners.imageHelp')}
        >
          <ImageUploadField folder="banner" aspect={BANNER_ASPECT} />
        </Form.Item>
        <LanguagePicker value={locale} onChange={setLocale} done={done} testId="banner-language" />
        <div hidden={locale !== 'en'}>
          <Form.Item
            name="title"
            label={label('title')}
            required
            rules={[zodRule(shape.title, t, label('title'))]}
            extra={t('console.banners.titleHelp')}
          >
            <Input maxLength={BANNER_TITLE_MAX} showCount dir="auto" data-testid="banner-title" />
          </Form.Item>
          <Form.Item
            name="subtitle"
            label={label('subtitle')}
            rules={[zodRule(shape.subtitle, t, label('subtitle'))]}
          >
            <Input maxLength={BANNER_SUBTITLE_MAX} showCount dir="auto" data-testid="banner-subtitle" />
          </Form.Item>
          <Form.Item
            name="cta"
            label={label('cta')}
            rules={[zodRule(shape.cta, t, label('cta'))]}
            extra={t('console.banners.ctaHelp')}
          >
            <Input maxLength={BANNER_CTA_MAX} showCount dir="auto" data-testid="banner-cta" />
          </Form.Item>
        </div>
        {TRANSLATION_LOCALES.map((l) => {
          const dir = RTL_LOCALES.has(l) ? 'rtl' : 'auto';
          return (
            <div key={l} hidden={l !== locale} lang={l}>
              <Form.Item
                name={['translations', l, 'title']}
                label={label('title')}
                extra={t('console.banners.translationHelp')}
              >
                <Input maxLength={BANNER_TITLE_MAX} showCount dir={dir} data-testid={`banner-title-${l}`} />
              </Form.Item>
              <Form.Item name={['translations', l, 'subtitle']} label={label('subtitle')}>
                <Input
                  maxLength={BANNER_SUBTITLE_MAX}
                  showCount
                  dir={dir}
                  data-testid={`banner-subtitle-${l}`}
                />
              </Form.Item>
              <Form.Item name={['translations', l, 'cta']} label={label('cta')}>
                <Input maxLength={BANNER_CTA_MAX} showCount dir={dir} data-testid={`banner-cta-${l}`} />
              </Form.Item>
            </div>
          );
        })}
        <Form.Item
          name="link"
          label={label('link')}
          rules={[zodRule(shape.link, t, label('link'))]}
          extra={t('console.banners.linkHelp')}
        >
          <Input
            className="ltr-input"
            maxLength={LINK_MAX}
            placeholder="/tv/detail?id=1"
            data-testid="banner-link"
          />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="sort"
              label={t('staff:catalogue.field.sort')}
              extra={t('staff:catalogue.sortHelp')}
            >
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="enabled"
              label={label('enabled')}
              valuePropName="checked"
              extra={t('console.banners.enabledHelp')}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={11}>
        <BannerPreview image={image} words={fallback ? english : shown} locale={fallback ? 'en' : locale} />
        {fallback ? (
          <div style={{ marginTop: 8, color: '#ad6800', fontSize: 12 }} data-testid="banner-preview-fallback">
            {t('console.banners.previewFallback')}
          </div>
        ) : null}
      </Col>
    </Row>
  );
}
