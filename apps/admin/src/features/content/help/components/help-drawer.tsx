import { Card, Col, Empty, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HELP_BODY_MAX, HELP_TITLE_MAX, saveHelpBody, type AdminHelpArticle } from '@app/contract';
import { zodRule } from '#admin/lib/zod-rule';
import { useSaveHelp } from '#admin/features/content/help/api/help';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';

interface Values {
  title: string;
  body: string;
  sort: number | null;
  published: boolean;
}

const BLANK: Values = { title: '', body: '', sort: 0, published: true };
const valuesOf = (a: AdminHelpArticle): Values => ({
  title: a.title,
  body: a.body,
  sort: a.sort,
  published: a.published,
});

/** How the article reads in the app: the title, then the text with its line breaks kept. */
function Preview({ title, body }: { title: string; body: string }) {
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
          <Typography.Title level={5} style={{ marginTop: 0 }} dir="auto">
            {title.trim() || '—'}
          </Typography.Title>
          <div
            dir="auto"
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
  const title = Form.useWatch('title') ?? '';
  const body = Form.useWatch('body') ?? '';
  const label = (key: string) => t(`console.help.field.${key}`);
  const { shape } = saveHelpBody;

  return (
    <Row gutter={20}>
      <Col xs={24} lg={13}>
        <Form.Item
          name="title"
          label={label('title')}
          required
          rules={[zodRule(shape.title, t, label('title'))]}
        >
          <Input maxLength={HELP_TITLE_MAX} showCount dir="auto" data-testid="help-title" />
        </Form.Item>
        <Form.Item
          name="body"
          label={label('body')}
          required
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
        <Preview title={title} body={body} />
      </Col>
    </Row>
  );
}
