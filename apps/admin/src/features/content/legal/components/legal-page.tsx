import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Descriptions,
  Flex,
  Grid,
  Input,
  Popconfirm,
  Segmented,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { CheckCircleFilled, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  LEGAL_BODY_MAX,
  LEGAL_KINDS,
  LEGAL_TITLE_MAX,
  LOCALES,
  LOCALE_NAMES,
  RTL_LOCALES,
  isTranslated,
  type AdminLegalDocument,
  type LegalKind,
  type LegalVersionSummary,
  type Locale,
} from '@app/contract';
import { PageTitle } from '#admin/components/page-title';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { useFormatDateTime } from '#admin/lib/format';
import { ApiError } from '#admin/lib/request';
import {
  useLegalDocument,
  usePublishLegal,
  useSaveLegalDraft,
} from '#admin/features/content/legal/api/legal';

type Texts = Partial<Record<Locale, { title: string; body: string }>>;
const EMPTY = { title: '', body: '' };

function isLegalKind(value: string | null): value is LegalKind {
  return (LEGAL_KINDS as readonly string[]).includes(value ?? '');
}

/** The editor of one legal page: a tab per language, save the draft, publish the next version. */
function LegalEditor({ doc }: { doc: AdminLegalDocument }) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const when = useFormatDateTime();
  const canEdit = useCanCall('admin/publishLegal');
  const save = useSaveLegalDraft();
  const publish = usePublishLegal();
  const [texts, setTexts] = useState<Texts>(doc.texts as Texts);
  const [locale, setLocale] = useState<Locale>('en');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  // Languages down the side on a desktop, across the top (scrolling) on a phone.
  const wide = Grid.useBreakpoint().md ?? true;

  // A new document (another kind, or after saving or publishing) replaces what is being edited.
  useEffect(() => {
    setTexts(doc.texts as Texts);
    setFieldErrors({});
    setDirty(false);
  }, [doc]);

  const text = texts[locale] ?? EMPTY;
  const change = (part: 'title' | 'body', value: string) => {
    setTexts((prev) => ({ ...prev, [locale]: { ...(prev[locale] ?? EMPTY), [part]: value } }));
    setDirty(true);
  };
  const untranslated = LOCALES.filter((l) => !isTranslated(texts[l]));
  const fallbackNames = untranslated.filter((l) => l !== 'en').map((l) => LOCALE_NAMES[l]);
  const englishReady = isTranslated(texts.en);
  const nextVersion = (doc.current?.version ?? 0) + 1;
  const rtl = RTL_LOCALES.has(locale);

  const body = () => ({
    kind: doc.kind,
    texts: Object.fromEntries(
      LOCALES.filter((l) => texts[l] && (texts[l]!.title || texts[l]!.body)).map((l) => [l, texts[l]!]),
    ),
  });
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.fields.length) {
      setFieldErrors(Object.fromEntries(error.fields.map((f) => [f.field, f.message])));
      const first = /^texts\.([^.]+)\./.exec(error.fields[0]!.field)?.[1];
      if (first && (LOCALES as readonly string[]).includes(first)) setLocale(first as Locale);
    }
    void message.error(errorMessage(error, t));
  };
  const doSave = async () => {
    try {
      await save.mutateAsync(body());
      void message.success(t('console.legal.saved'));
    } catch (error) {
      fail(error);
    }
  };
  const doPublish = async () => {
    try {
      const data = await publish.mutateAsync(body());
      void message.success(t('console.legal.published', { version: data.current?.version }));
    } catch (error) {
      fail(error);
    }
  };

  const tabLabel = (l: Locale) => {
    const done = isTranslated(texts[l]);
    return (
      <Flex
        gap={8}
        align="center"
        justify="space-between"
        style={{ minWidth: 180 }}
        data-testid={`legal-tab-${l}`}
      >
        <span lang={l}>{LOCALE_NAMES[l]}</span>
        {done ? (
          <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('console.legal.translated')} />
        ) : (
          <Tag color={l === 'en' ? 'error' : 'warning'} style={{ marginInlineEnd: 0 }}>
            {t('console.legal.notTranslated')}
          </Tag>
        )}
      </Flex>
    );
  };
  const errorOf = (part: 'title' | 'body') => fieldErrors[`texts.${locale}.${part}`];

  const editor = (
    <Flex vertical gap={12} style={{ minWidth: 0 }}>
      {!isTranslated(text) && locale !== 'en' ? (
        <Alert type="warning" showIcon message={t('console.legal.fallsBack')} />
      ) : null}
      <div>
        <Typography.Text strong>{t('console.legal.field.title')}</Typography.Text>
        <Input
          value={text.title}
          onChange={(e) => change('title', e.target.value)}
          maxLength={LEGAL_TITLE_MAX}
          dir={rtl ? 'rtl' : 'auto'}
          lang={locale}
          disabled={!canEdit}
          status={errorOf('title') ? 'error' : undefined}
          data-testid="legal-title"
        />
        {errorOf('title') ? <Typography.Text type="danger">{errorOf('title')}</Typography.Text> : null}
      </div>
      <div>
        <Typography.Text strong>{t('console.legal.field.body')}</Typography.Text>
        <Input.TextArea
          value={text.body}
          onChange={(e) => change('body', e.target.value)}
          autoSize={{ minRows: 14, maxRows: 30 }}
          maxLength={LEGAL_BODY_MAX}
          dir={rtl ? 'rtl' : 'auto'}
          lang={locale}
          disabled={!canEdit}
          status={errorOf('body') ? 'error' : undefined}
          data-testid="legal-body"
        />
        {errorOf('body') ? <Typography.Text type="danger">{errorOf('body')}</Typography.Text> : null}
        <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 4, marginBottom: 0 }}>
          {t('console.legal.formatHelp')}
        </Typography.Paragraph>
      </div>
    </Flex>
  );

  const versionColumns: TableColumnsType<LegalVersionSummary> = [
    {
      title: t('console.legal.field.version'),
      dataIndex: 'version',
      width: 90,
      render: (v: number) => `v${v}`,
    },
    {
      title: t('console.legal.field.publishedAt'),
      dataIndex: 'publishedAt',
      width: 180,
      render: (v: string) => when(v),
    },
    {
      title: t('console.legal.field.publishedBy'),
      key: 'by',
      width: 220,
      render: (_: unknown, v) => v.publishedBy.email,
    },
    {
      title: t('console.legal.field.languages'),
      key: 'locales',
      render: (_: unknown, v) =>
        v.locales.length === LOCALES.length
          ? t('console.legal.allLanguages')
          : t('console.legal.someLanguages', { count: v.locales.length, total: LOCALES.length }),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'current',
              label: t('console.legal.current'),
              children: doc.current ? (
                <span data-testid="legal-current">
                  {t('console.legal.currentValue', {
                    version: doc.current.version,
                    date: when(doc.current.publishedAt),
                    email: doc.current.publishedBy.email,
                  })}
                </span>
              ) : (
                <Tag color="warning">{t('console.legal.none')}</Tag>
              ),
            },
            {
              key: 'draft',
              label: t('console.legal.draft'),
              children: doc.draftUpdatedAt ? (
                t('console.legal.draftValue', {
                  date: when(doc.draftUpdatedAt),
                  email: doc.draftUpdatedBy?.email,
                })
              ) : (
                <Typography.Text type="secondary">{t('console.legal.noDraft')}</Typography.Text>
              ),
            },
          ]}
        />
      </Card>
      <Card
        size="small"
        title={
          <Flex gap={8} align="center" wrap>
            <span>{t('console.legal.texts')}</span>
            <Badge
              count={t('console.legal.translatedCount', {
                count: LOCALES.length - untranslated.length,
                total: LOCALES.length,
              })}
              color={untranslated.length ? '#faad14' : '#52c41a'}
            />
            {dirty ? <Tag color="processing">{t('console.legal.unsaved')}</Tag> : null}
          </Flex>
        }
        extra={
          canEdit ? (
            <Flex gap={8} wrap>
              <Button
                icon={<SaveOutlined />}
                onClick={() => void doSave()}
                loading={save.isPending}
                data-testid="legal-save"
              >
                {t('console.legal.saveDraft')}
              </Button>
              <Popconfirm
                title={t('console.legal.publishTitle', { version: nextVersion })}
                description={
                  <div style={{ maxWidth: 360 }}>
                    <p style={{ margin: 0 }}>{t('console.legal.publishExplain')}</p>
                    {fallbackNames.length ? (
                      <p style={{ margin: '8px 0 0' }} data-testid="legal-fallback-list">
                        {t('console.legal.publishFallback', { languages: fallbackNames.join(', ') })}
                      </p>
                    ) : null}
                  </div>
                }
                okText={t('console.legal.publish', { version: nextVersion })}
                cancelText={t('staff:action.cancel')}
                onConfirm={() => doPublish()}
                disabled={!englishReady}
              >
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={publish.isPending}
                  disabled={!englishReady}
                  data-testid="legal-publish"
                >
                  {t('console.legal.publish', { version: nextVersion })}
                </Button>
              </Popconfirm>
            </Flex>
          ) : null
        }
      >
        {!englishReady ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('console.legal.englishRequired')}
          />
        ) : fallbackNames.length ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={t('console.legal.fallbackList', { languages: fallbackNames.join(', ') })}
          />
        ) : null}
        <Tabs
          tabPosition={wide ? 'left' : 'top'}
          size="small"
          activeKey={locale}
          onChange={(key) => setLocale(key as Locale)}
          items={LOCALES.map((l) => ({ key: l, label: tabLabel(l), children: l === locale ? editor : null }))}
          style={wide ? { minHeight: 480 } : undefined}
        />
      </Card>
      <Card size="small" title={t('console.legal.versions')}>
        <Table<LegalVersionSummary>
          size="small"
          rowKey="version"
          columns={versionColumns}
          dataSource={doc.versions}
          pagination={false}
          locale={{ emptyText: t('console.legal.none') }}
          data-testid="legal-versions"
        />
      </Card>
    </Flex>
  );
}

/** `/content/legal`: the membership agreement, privacy policy and about page, edited in 20 languages. */
export default function LegalPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind');
  const kind: LegalKind = isLegalKind(requested) ? requested : 'membership';
  const doc = useLegalDocument(kind);
  const options = useMemo(
    () => LEGAL_KINDS.map((k) => ({ value: k, label: t(`console.legal.kind.${k}`) })),
    [t],
  );
  return (
    <>
      <PageTitle title={t('console.legal.title')} subtitle={t('console.legal.subtitle')} />
      <Segmented
        options={options}
        value={kind}
        onChange={(value) => setParams({ kind: String(value) })}
        style={{ marginBottom: 16 }}
        data-testid="legal-kinds"
      />
      {doc.isPending ? (
        <Card loading />
      ) : doc.isError ? (
        <Alert
          type="error"
          showIcon
          message={errorMessage(doc.error, t)}
          action={<Button onClick={() => void doc.refetch()}>{t('staff:catalogue.refresh')}</Button>}
        />
      ) : (
        <LegalEditor doc={doc.data} />
      )}
    </>
  );
}
