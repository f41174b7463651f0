import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FREE_EPISODES_MAX,
  RANK_WEIGHT_LIMIT,
  VIDEO_DESCRIPTION_MAX,
  VIDEO_TAG_MAX,
  VIDEO_TAGS_MAX,
  VIDEO_TITLE_MAX,
  type AdminVideo,
} from '@app/contract';
import { ImageUploadField } from '#admin/components/image-upload-field';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { useSaveVideo, type SaveVideoBody } from '#admin/features/drama/dramas/api/dramas';

/** The upload folder for covers (the server keeps unknown folders under "misc"). */
const COVER_FOLDER = 'cover';

interface Values {
  title: string;
  cover: string;
  description: string;
  tags: string[];
  freeEpisodes: number | null;
  rankWeight: number | null;
  featured: boolean;
  published: boolean;
}

const valuesOf = (v: AdminVideo): Values => ({
  title: v.title,
  cover: v.cover,
  description: v.description,
  tags: v.tags,
  freeEpisodes: v.freeEpisodes,
  rankWeight: v.rankWeight,
  featured: v.featured,
  published: v.published,
});

const EMPTY: Values = {
  title: '',
  cover: '',
  description: '',
  tags: [],
  freeEpisodes: 3,
  rankWeight: 0,
  featured: false,
  // A new drama starts hidden: episodes first, then publish.
  published: false,
};

/** `tags.2` from the server is the tags field; the drama's id and the body as a whole are no field. */
const fieldOf = (field: string) => (field === 'id' || field === '(body)' ? undefined : field.split('.')[0]);

interface Props {
  /** The drama to change, `'new'` for a new one, null when closed. */
  editing: AdminVideo | 'new' | null;
  onClose: () => void;
  onCreated?: (video: AdminVideo) => void;
}

export function DramaDrawer({ editing, onClose, onCreated }: Props) {
  const { t } = useTranslation('drama');
  const save = useSaveVideo();
  const current = editing && editing !== 'new' ? editing : null;

  const submit = async (v: Values, current: AdminVideo | null) => {
    const body: SaveVideoBody = {
      ...(current ? { id: current.id } : {}),
      title: v.title.trim(),
      cover: v.cover,
      description: v.description.trim(),
      tags: v.tags.map((tag) => tag.trim()).filter(Boolean),
      freeEpisodes: v.freeEpisodes ?? 0,
      rankWeight: v.rankWeight ?? 0,
      featured: v.featured,
      published: v.published,
    };
    const saved = await save.mutateAsync(body);
    const message = t(current ? 'console.dramas.form.saved' : 'console.dramas.form.created');
    // A new drama opens its episodes once the drawer has closed.
    return current || !onCreated ? message : { message, afterClose: () => onCreated(saved) };
  };

  return (
    <AuditedDrawer<Values, AdminVideo>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t('console.dramas.form.editTitle', { title: current.title })
          : t('console.dramas.form.newTitle')
      }
      texts={{
        ...formTexts(t, 'drama:console.dramas.form'),
        save: t(current ? 'console.dramas.form.save' : 'console.dramas.form.create'),
      }}
      blank={EMPTY}
      valuesOf={valuesOf}
      save={submit}
      pending={save.isPending}
      width={640}
      discardWhen="touched"
      submitOnEnter
      scrollToFirstError
      fieldOf={fieldOf}
      testId="drama-drawer"
      saveTestId="drama-save"
      errorTestId="drama-error"
    >
      <DramaFields pending={save.isPending} />
    </AuditedDrawer>
  );
}

function DramaFields({ pending }: { pending: boolean }) {
  const { t } = useTranslation('drama');
  const label = (key: string) => t(`console.dramas.field.${key}`);
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t('validation:validation.required', { field: label(key) }),
  });
  const tooLong = (key: string, max: number) => ({
    max,
    message: t('validation:validation.tooLong', { field: label(key), max }),
  });
  const wholeNumber = (key: string) => ({
    required: true,
    message: t('validation:validation.required', { field: label(key) }),
  });

  return (
    <>
      <Form.Item
        name="title"
        label={label('title')}
        rules={[required('title'), tooLong('title', VIDEO_TITLE_MAX)]}
        validateFirst
      >
        <Input maxLength={VIDEO_TITLE_MAX} showCount dir="auto" data-testid="drama-title" />
      </Form.Item>
      <Form.Item name="cover" label={label('cover')} extra={t('console.dramas.form.coverHelp')}>
        <ImageUploadField folder={COVER_FOLDER} aspect={3 / 4} disabled={pending} />
      </Form.Item>
      <Form.Item
        name="description"
        label={label('description')}
        rules={[tooLong('description', VIDEO_DESCRIPTION_MAX)]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={VIDEO_DESCRIPTION_MAX}
          showCount
          dir="auto"
        />
      </Form.Item>
      <Form.Item
        name="tags"
        label={label('tags')}
        extra={t('console.dramas.form.tagsHelp', { max: VIDEO_TAGS_MAX, length: VIDEO_TAG_MAX })}
        rules={[
          {
            validator: async (_rule: unknown, value: string[] | undefined) => {
              const tags = value ?? [];
              if (tags.length > VIDEO_TAGS_MAX)
                throw new Error(t('validation:validation.tooManyTags', { max: VIDEO_TAGS_MAX }));
              const long = tags.find((tag) => tag.trim().length > VIDEO_TAG_MAX);
              if (long)
                throw new Error(t('console.dramas.form.tagTooLong', { tag: long, max: VIDEO_TAG_MAX }));
            },
          },
        ]}
      >
        <Select
          mode="tags"
          tokenSeparators={[',']}
          maxCount={VIDEO_TAGS_MAX}
          open={false}
          suffixIcon={null}
          placeholder={t('console.dramas.form.tagsPlaceholder')}
          aria-label={label('tags')}
          data-testid="drama-tags"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="freeEpisodes"
            label={label('freeEpisodes')}
            rules={[wholeNumber('freeEpisodes')]}
            extra={t('console.dramas.form.freeHelp')}
          >
            <InputNumber min={0} max={FREE_EPISODES_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="rankWeight"
            label={label('rankWeight')}
            rules={[wholeNumber('rankWeight')]}
            extra={t('console.dramas.rankWeightHelp')}
          >
            <InputNumber
              min={-RANK_WEIGHT_LIMIT}
              max={RANK_WEIGHT_LIMIT}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="featured"
            label={label('featured')}
            valuePropName="checked"
            extra={t('console.dramas.form.featuredHelp')}
          >
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="published"
            label={label('published')}
            valuePropName="checked"
            extra={t('console.dramas.form.publishedHelp')}
          >
            <Switch data-testid="drama-published" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
