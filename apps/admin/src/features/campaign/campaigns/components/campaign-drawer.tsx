import { useState } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_CTA_MAX,
  CAMPAIGN_LIST_MAX,
  CAMPAIGN_SUBTITLE_MAX,
  CAMPAIGN_TIME_ZONES,
  CAMPAIGN_TITLE_MAX,
  RTL_LOCALES,
  TRANSLATION_LOCALES,
  isTranslated,
  saveCampaignBody,
  type AdminCampaign,
  type CampaignItemKind,
  type CampaignTimeZone,
  type Locale,
} from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { ImageUploadField } from '#admin/components/image-upload-field';
import { LanguagePicker } from '#admin/components/language-picker';
import { zodRule } from '#admin/lib/zod-rule';
import { useSaveCampaign } from '#admin/features/campaign/campaigns/api/campaigns';
import { ItemPicker } from '#admin/features/campaign/campaigns/components/item-picker';
import '#admin/features/campaign/campaigns/components/campaign-drawer.css';

/** Hero pictures are 1080 × 420, like the homes' banners. */
export const HERO_ASPECT = 1080 / 420;
const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A campaign row as the drawer edits it (the drawer keys rows by `id`). */
export type CampaignRow = AdminCampaign & { id: string };

interface Words {
  title?: string;
  subtitle?: string;
  cta?: string;
}

interface Values {
  start: Dayjs | null;
  end: Dayjs | null;
  timeZone: CampaignTimeZone;
  image: string;
  title: string;
  subtitle: string;
  cta: string;
  translations: Partial<Record<Locale, Words>>;
  goodsIds: number[];
  videoIds: number[];
  voucherIds: number[];
  dealIds: number[];
  reason: string;
}

const wordsOf = (w: Words | undefined) => ({
  title: w?.title?.trim() ?? '',
  subtitle: w?.subtitle?.trim() ?? '',
  cta: w?.cta?.trim() ?? '',
});

const valuesOf = (c: CampaignRow): Values => ({
  // Wall-clock times in the campaign's zone, shown as typed (dayjs reads them as they are).
  start: c.start ? dayjs(c.start) : null,
  end: c.end ? dayjs(c.end) : null,
  timeZone: c.timeZone,
  image: c.image,
  title: c.title,
  subtitle: c.subtitle,
  cta: c.cta,
  translations: c.translations,
  goodsIds: c.goodsIds,
  videoIds: c.videoIds,
  voucherIds: c.voucherIds,
  dealIds: c.dealIds,
  reason: '',
});

export function CampaignDrawer({ editing, onClose }: { editing: CampaignRow | null; onClose: () => void }) {
  const { t } = useTranslation('campaign');
  const save = useSaveCampaign();
  return (
    <AuditedDrawer<Values, CampaignRow>
      editing={editing}
      onClose={onClose}
      title={editing ? t('console.editTitle', { name: t(`console.name.${editing.key}`) }) : ''}
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={editing ? valuesOf(editing) : ({} as Values)}
      valuesOf={valuesOf}
      save={async (v, current) => {
        if (!current) return null;
        await save.mutateAsync({
          key: current.key,
          start: v.start ? v.start.format(LOCAL_FORMAT) : '',
          end: v.end ? v.end.format(LOCAL_FORMAT) : '',
          timeZone: v.timeZone,
          image: v.image,
          ...wordsOf(v),
          translations: Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, wordsOf(v.translations?.[l])])),
          goodsIds: v.goodsIds ?? [],
          videoIds: v.videoIds ?? [],
          voucherIds: v.voucherIds ?? [],
          dealIds: v.dealIds ?? [],
          reason: v.reason,
        });
        return t('console.saved');
      }}
      pending={save.isPending}
      width={960}
      scrollToFirstError
      testId="campaign-drawer"
    >
      <CampaignFields />
    </AuditedDrawer>
  );
}

type ListName = 'goodsIds' | 'videoIds' | 'voucherIds' | 'dealIds';

/** One featured list: a search picker; the server's refusal of an item shows on the field. */
function PickerField({ name, kind, label }: { name: ListName; kind: CampaignItemKind; label: string }) {
  const { t } = useTranslation('campaign');
  return (
    <Form.Item name={name} label={label} extra={t(`console.pick.help.${kind}`, { max: CAMPAIGN_LIST_MAX })}>
      <ItemPicker kind={kind} testId={`campaign-${name}`} />
    </Form.Item>
  );
}

function CampaignFields() {
  const { t } = useTranslation('campaign');
  const [locale, setLocale] = useState<Locale>('en');
  const label = (key: string) => t(`console.field.${key}`);
  const { shape } = saveCampaignBody;
  const english = wordsOf({
    title: Form.useWatch('title'),
    subtitle: Form.useWatch('subtitle'),
    cta: Form.useWatch('cta'),
  });
  const translations = (Form.useWatch('translations') ?? {}) as Values['translations'];
  const done = (l: Locale) => isTranslated(l === 'en' ? english : wordsOf(translations[l]));
  return (
    <Row gutter={20}>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('console.section.window')}</Typography.Title>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="start"
              label={label('start')}
              required
              rules={[{ required: true, message: t('validation:validation.dateTime') }]}
            >
              <DatePicker
                className="ltr-input"
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                data-testid="campaign-start"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="end"
              label={label('end')}
              required
              rules={[{ required: true, message: t('validation:validation.dateTime') }]}
            >
              <DatePicker
                className="ltr-input"
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                style={{ width: '100%' }}
                data-testid="campaign-end"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="timeZone" label={label('timeZone')} extra={t('console.timeZoneHelp')} required>
          <Select
            options={CAMPAIGN_TIME_ZONES.map((z) => ({ value: z, label: z }))}
            data-testid="campaign-zone"
          />
        </Form.Item>
        <Form.Item
          name="image"
          label={label('image')}
          required
          rules={[zodRule(shape.image, t, label('image'))]}
          extra={t('console.imageHelp')}
        >
          <ImageUploadField folder="banner" aspect={HERO_ASPECT} />
        </Form.Item>
        <Typography.Title level={5}>{t('console.section.featured')}</Typography.Title>
        <PickerField name="goodsIds" kind="goods" label={label('goodsPick')} />
        <PickerField name="videoIds" kind="drama" label={label('dramasPick')} />
        <PickerField name="voucherIds" kind="voucher" label={label('vouchersPick')} />
        <PickerField name="dealIds" kind="deal" label={label('dealsPick')} />
      </Col>
      <Col xs={24} lg={12}>
        <Typography.Title level={5}>{t('console.section.words')}</Typography.Title>
        <LanguagePicker value={locale} onChange={setLocale} done={done} testId="campaign-language" />
        <div hidden={locale !== 'en'}>
          <Form.Item
            name="title"
            label={label('title')}
            required
            rules={[zodRule(shape.title, t, label('title'))]}
          >
            <Input maxLength={CAMPAIGN_TITLE_MAX} showCount dir="auto" data-testid="campaign-title" />
          </Form.Item>
          <Form.Item
            name="subtitle"
            label={label('subtitle')}
            rules={[zodRule(shape.subtitle, t, label('subtitle'))]}
          >
            <Input.TextArea maxLength={CAMPAIGN_SUBTITLE_MAX} rows={2} showCount dir="auto" />
          </Form.Item>
          <Form.Item name="cta" label={label('cta')} rules={[zodRule(shape.cta, t, label('cta'))]}>
            <Input maxLength={CAMPAIGN_CTA_MAX} showCount dir="auto" />
          </Form.Item>
        </div>
        {TRANSLATION_LOCALES.map((l) => {
          const dir = RTL_LOCALES.has(l) ? 'rtl' : 'auto';
          return (
            <div key={l} hidden={l !== locale} lang={l}>
              <Form.Item
                name={['translations', l, 'title']}
                label={label('title')}
                extra={t('console.translationHelp')}
              >
                <Input maxLength={CAMPAIGN_TITLE_MAX} showCount dir={dir} />
              </Form.Item>
              <Form.Item name={['translations', l, 'subtitle']} label={label('subtitle')}>
                <Input.TextArea maxLength={CAMPAIGN_SUBTITLE_MAX} rows={2} showCount dir={dir} />
              </Form.Item>
              <Form.Item name={['translations', l, 'cta']} label={label('cta')}>
                <Input maxLength={CAMPAIGN_CTA_MAX} showCount dir={dir} />
              </Form.Item>
            </div>
          );
        })}
        <Form.Item
          name="reason"
          label={label('reason')}
          required
          rules={[{ required: true, whitespace: true, message: t('validation:validation.reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} rows={2} showCount data-testid="campaign-reason" />
        </Form.Item>
      </Col>
    </Row>
  );
}
