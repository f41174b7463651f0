import { Col, Form, Input, InputNumber, Row, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BANNER_TITLE_MAX,
  LINK_MAX,
  VIDEO_BANNER_PLACES,
  saveVideoBannerBody,
  type AdminVideoBanner,
  type VideoBannerPlace,
} from '@app/contract';
import { ImageUploadField } from '#admin/components/image-upload-field';
import { zodRule } from '#admin/lib/zod-rule';
import { useSaveBanner } from '#admin/features/content/banners/api/banners';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';

/** The drama app's banner pictures are 1080 × 420. */
export const BANNER_ASPECT = 1080 / 420;

interface Values {
  place: VideoBannerPlace;
  image: string;
  title: string;
  link: string;
  sort: number | null;
  enabled: boolean;
}

const blanks: Record<VideoBannerPlace, Values> = {
  tv: { place: 'tv', image: '', title: '', link: '', sort: 0, enabled: true },
  activity: { place: 'activity', image: '', title: '', link: '', sort: 0, enabled: true },
};
const valuesOf = (b: AdminVideoBanner): Values => ({
  place: b.place,
  image: b.image,
  title: b.title,
  link: b.link,
  sort: b.sort,
  enabled: b.enabled,
});

interface Props {
  editing: AdminVideoBanner | 'new' | null;
  /** Where a new one goes (the open tab). */
  place: VideoBannerPlace;
  onClose: () => void;
}

export function BannerDrawer({ editing, place, onClose }: Props) {
  const { t } = useTranslation('content');
  const save = useSaveBanner();
  const current = editing && editing !== 'new' ? editing : null;

  return (
    <AuditedDrawer<Values, AdminVideoBanner>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t('console.banners.editTitle', { title: current.title })
          : t(`console.banners.newTitle.${place}`)
      }
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={blanks[place]}
      valuesOf={valuesOf}
      save={async (v, current) => {
        await save.mutateAsync({
          ...(current ? { id: current.id } : {}),
          place: v.place,
          image: v.image,
          title: v.title.trim(),
          link: v.link.trim(),
          sort: v.sort ?? 0,
          enabled: v.enabled,
        });
        return t(current ? 'console.banners.saved' : 'console.banners.created');
      }}
      pending={save.isPending}
      width={600}
      testId="banner-drawer"
    >
      <BannerFields />
    </AuditedDrawer>
  );
}

function BannerFields() {
  const { t } = useTranslation('content');
  const label = (key: string) => t(`console.banners.field.${key}`);
  const { shape } = saveVideoBannerBody;

  return (
    <>
      <Form.Item name="place" label={label('place')} extra={t('console.banners.placeHelp')} required>
        <Segmented
          options={VIDEO_BANNER_PLACES.map((p) => ({ value: p, label: t(`console.banners.place.${p}`) }))}
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
    </>
  );
}
