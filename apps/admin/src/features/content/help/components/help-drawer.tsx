import { useState } from 'react';
import { Card, Col, Empty, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  HELP_BODY_MAX,
  HELP_TITLE_MAX,
  TRANSLATION_LOCALES,
  RTL_LOCALES,
  isTranslated,
  saveHelpBody,
  type AdminHelpArticle,
  type Locale,
} from '@app/contract';
import { zodRule } from '#admin/lib/zod-rule';
import { useSaveHelp } from '#admin/features/content/help/api/help';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { LanguagePicker } from '#admin/components/language-picker';

interface Values {
  title: string;
  body: string;
  sort: number | null;
  published: boolean;
  /** The other 19 languages; empty title and body mean "not translated yet". */
  translations: Partial<Record<Locale, { title?: string; body?: string }>>;
}

const BLANK: Values = { title: '', body: '', sort: 0, published: true, translations: {} };
const valuesOf = (a: AdminHelpArticle): Values => ({
  title: a.title,
  body: a.body,
  sort: a.sort,
  published: a.published,
  translations: a.translations,
});

/** Every other language as sent: empty ones tell the server "not translated yet". */
const translationsOf = (v: Values) =>
  Object.fromEntries(
    TRANSLATION_LOCALES.map((l) => [
      l,
      { title: v.translations?.[l]?.title?.trim() ?? '', body: v.translations?.[l]?.body ?? '' },
    ]),
  );

const textOf = (v: { title?: string; body?: string } | undefined) => ({
  title: v?.title?.trim() ?? '',
  body: v?.body?.trim() ?? '',
});

/** How the article reads in the app: the title, then the text with its line breaks kept. */
function Preview({ title, body, dir }: { title: string; body: string; dir: 'rtl' | 'auto' }) {
  const { t } = useTranslation('content');
  return (
    <Card
      size="small"
      title={t('console.help.preview')}
      styles={{ body: { background: '#fafafa', minHeight: 240 } }}
      data-testid="help-preview"
    >
      {title.trim() || body.trim() ? (
        <div
          style={{
            background: '#fff',
            borderRadius: 12,
            padding: 16,
            boxShadow: '0 1px 3px rgba(0,0,0,.06)',
          }}
        >
          <Typography.Title level={5} style={{ marginTop: 0 }} dir={dir}>
            {title.trim() || '—'}
          </Typography.Title>
          <div
            dir={dir}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: '#595959', lineHeight: 1.6 }}
          >
            {body.trim()}
          </div>
        </div>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('console.help.previewEmpty')} />
      )}
    </Card>
  );
}

export function HelpDrawer({
  editing,
  onClose,
}: {
  editing: AdminHelpArticle | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  const save = useSaveHelp();
  const current = editing && editing !== 'new' ? editing : null;

  return (
    <AuditedDrawer<Values, AdminHelpArticle>
      editing={editing}
      onClose={onClose}
      title={current ? t('console.help.editTitle', { title: current.title }) : t('console.help.newTitle')}
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={BLANK}
      valuesOf={valuesOf}
      save={async (v, current) => {
        await save.mutateAsync({
          ...(current ? { id: current.id } : {}),
          title: v.title.trim(),
          body: v.body,
          sort: v.sort ?? 0,
          published: v.published,
          translations: translationsOf(v),
        });
        return t(current ? 'console.help.saved' : 'console.help.created');
      }}
      pending={save.isPending}
      width={1040}
      testId="help-drawer"
    >
      <HelpFields />
    </AuditedDrawer>
  );
}

function HelpFields() {
  const { t } = useTranslation('content');
  const [locale, setLocale] = useState<Locale>('en');
  const title = Form.useWatch('title') ?? '';
  const body = Form.useWatch('body') ?? '';
  const translations = (Form.useWatch('translations') ?? {}) as Values['translations'];
  const label = (key: string) => t(`console.help.field.${key}`);
  const { shape } = saveHelpBody;
  const done = (l: Locale) =>
    l === 'en' ? isTranslated({ title, body }) : isTranslated(textOf(translations[l]));
  const shown = locale === 'en' ? { title, body } : textOf(translations[locale]);
  const dir = RTL_LOCALES.has(locale) ? 'rtl' : 'auto';

  return (
    <Row gutter={20}>
      <Col xs={24} lg={13}>
        <LanguagePicker value={locale} onChange={setLocale} done={done} testId="help-language" />
        <Form.Item
          name="title"
          label={label('title')}
          required
          hidden={locale !== 'en'}
          rules={[zodRule(shape.title, t, label('title'))]}
        >
          <Input maxLength={HELP_TITLE_MAX} showCount dir="auto" data-testid="help-title" />
        </Form.Item>
        <Form.Item
          name="body"
          label={label('body')}
          required
          hidden={locale !== 'en'}
          rules={[zodRule(shape.body, t, label('body'))]}
          // Kept clear of the character count under the box's end.
          extra={<div style={{ paddingInlineEnd: 96 }}>{t('console.help.bodyHelp')}</div>}
        >
          <Input.TextArea
            autoSize={{ minRows: 10, maxRows: 22 }}
            maxLength={HELP_BODY_MAX}
            showCount
            dir="auto"
            data-testid="help-body"
          />
        </Form.Item>
        {TRANSLATION_LOCALES.map((l) => (
          <div key={l} hidden={l !== locale} lang={l}>
            <Form.Item name={['translations', l, 'title']} label={label('title')}>
              <Input
                maxLength={HELP_TITLE_MAX}
                showCount
                dir={RTL_LOCALES.has(l) ? 'rtl' : 'auto'}
                data-testid={`help-title-${l}`}
              />
            </Form.Item>
            <Form.Item
              name={['translations', l, 'body']}
              label={label('body')}
              extra={<div style={{ paddingInlineEnd: 96 }}>{t('console.help.translationHelp')}</div>}
            >
              <Input.TextArea
                autoSize={{ minRows: 10, maxRows: 22 }}
                maxLength={HELP_BODY_MAX}
                showCount
                dir={RTL_LOCALES.has(l) ? 'rtl' : 'auto'}
                data-testid={`help-body-${l}`}
              />
            </Form.Item>
          </div>
        ))}
        <Row gutter={12}>
          <Col xs={12}>
            <Form.Item
              name="sort"
              label={t('staff:catalogue.field.sort')}
              extra={t('staff:catalogue.sortHelp')}
            >
              <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="published"
              label={label('published')}
              valuePropName="checked"
              extra={t('console.help.publishedHelp')}
            >
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Col>
      <Col xs={24} lg={11}>
        <Preview title={shown.title} body={shown.body} dir={dir} />
      </Col>
    </Row>
  );
}
