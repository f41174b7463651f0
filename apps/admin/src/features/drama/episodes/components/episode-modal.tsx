import { useMemo, useState } from 'react';
import { Alert, App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EPISODE_INDEX_MAX, EPISODE_TITLE_MAX, type AdminVideo, type AdminVideoItem } from '@app/contract';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { useSaveVideoItem } from '#admin/features/drama/episodes/api/episodes';
import { centsOf, dollars, priceRule } from '#admin/features/drama/episodes/lib/amounts';

interface Values {
  index: number | null;
  title: string;
  price: string;
}

interface Props {
  video: AdminVideo;
  /** The episode to change, `'new'` for a new one, null when closed. */
  editing: AdminVideoItem | 'new' | null;
  /** The episodes so far: a new one goes after the last, at the last one's price. */
  episodes: AdminVideoItem[];
  onClose: () => void;
}

export function EpisodeModal({ video, editing, episodes, onClose }: Props) {
  const { t } = useTranslation('drama');
  const { message } = App.useApp();
  const save = useSaveVideoItem();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const current = editing && editing !== 'new' ? editing : null;
  const index = Form.useWatch('index', form);
  const label = (key: string) => t(`console.dramas.episode.field.${key}`);

  const initialValues = useMemo<Values>(() => {
    if (current) return { index: current.index, title: current.title, price: dollars(current.price) };
    const last = episodes.at(-1);
    const next = (last?.index ?? 0) + 1;
    return {
      index: next,
      title: t('console.dramas.episode.defaultTitle', { index: next }),
      price: dollars(last && !last.free ? last.price : 0),
    };
  }, [current, episodes, t]);

  const taken = (n: number | null | undefined) =>
    n != null && episodes.some((e) => e.index === n && e.id !== current?.id);
  const willBeFree = typeof index === 'number' && index <= video.freeEpisodes;

  const submit = async (v: Values) => {
    setFailure(null);
    try {
      await save.mutateAsync({
        ...(current ? { id: current.id } : {}),
        videoId: video.id,
        index: v.index ?? 0,
        title: v.title.trim(),
        price: centsOf(v.price),
      });
      void message.success(t(current ? 'console.dramas.episode.saved' : 'console.dramas.episode.created'));
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields.filter((f) => f.field in initialValues) : [];
      if (fields.length) {
        form.setFields(fields.map((f) => ({ name: f.field as keyof Values, errors: [f.message] })));
      } else setFailure(errorMessage(error, t));
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={
        current
          ? t('console.dramas.episode.editTitle', { index: current.index })
          : t('console.dramas.episode.newTitle', { title: video.title })
      }
      onCancel={() => !save.isPending && onClose()}
      okText={t(current ? 'console.dramas.episode.save' : 'console.dramas.episode.create')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      cancelButtonProps={{ disabled: save.isPending }}
      destroyOnHidden
      afterClose={() => setFailure(null)}
      data-testid="episode-modal"
    >
      {editing !== null ? (
        <Form<Values>
          id="episode-form"
          form={form}
          layout="vertical"
          disabled={save.isPending}
          initialValues={initialValues}
          onFinish={(v) => void submit(v)}
          preserve={false}
          style={{ marginTop: 16 }}
        >
          {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
          <Form.Item
            name="index"
            label={label('index')}
            extra={t('console.dramas.episode.indexHelp')}
            rules={[
              { required: true, message: t('validation:validation.required', { field: label('index') }) },
              {
                validator: async (_rule: unknown, value: number | null) => {
                  if (taken(value))
                    throw new Error(t('validation:validation.episodeIndexTaken', { index: value }));
                },
              },
            ]}
          >
            <InputNumber
              min={1}
              max={EPISODE_INDEX_MAX}
              precision={0}
              style={{ width: 160 }}
              data-testid="episode-index"
            />
          </Form.Item>
          <Form.Item
            name="title"
            label={label('title')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('validation:validation.required', { field: label('title') }),
              },
              {
                max: EPISODE_TITLE_MAX,
                message: t('validation:validation.tooLong', {
                  field: label('title'),
                  max: EPISODE_TITLE_MAX,
                }),
              },
            ]}
          >
            <Input maxLength={EPISODE_TITLE_MAX} showCount dir="auto" data-testid="episode-title" />
          </Form.Item>
          <Form.Item
            name="price"
            label={label('price')}
            required
            rules={[priceRule(t)]}
            extra={
              willBeFree
                ? t('console.dramas.episode.freeByDrama', { count: video.freeEpisodes })
                : t('console.dramas.episode.priceHelp')
            }
          >
            <Input
              className="ltr-input"
              inputMode="decimal"
              prefix={<span dir="ltr">US$</span>}
              style={{ width: 200 }}
              data-testid="episode-price"
            />
          </Form.Item>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
            {t('console.dramas.form.auditNote')}
          </Typography.Paragraph>
        </Form>
      ) : null}
    </Modal>
  );
}
