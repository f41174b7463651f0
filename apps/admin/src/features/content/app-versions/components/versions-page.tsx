import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Form, Input, Modal, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AndroidOutlined, AppleOutlined, EditOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LINK_MAX, VERSION_NOTES_MAX, saveAppVersionBody, type AdminAppVersion } from '@app/contract';
import { CataloguePage } from '#admin/components/catalogue-page';
import { CopyText } from '#admin/components/copy-text';
import { useCanCall } from '#admin/lib/access';
import { showSaveFailure } from '#admin/lib/errors';
import { useFormatDateTime } from '#admin/lib/format';
import { zodRule } from '#admin/lib/zod-rule';
import { useAppVersions, useSaveAppVersion } from '#admin/features/content/app-versions/api/app-versions';

const small = { fontSize: 12 } as const;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } as const;
const ICONS: Record<AdminAppVersion['platform'], ReactNode> = {
  web: <GlobalOutlined />,
  android: <AndroidOutlined style={{ color: '#3ddc84' }} />,
  ios: <AppleOutlined />,
};

interface Values {
  version: string;
  url: string;
  notes: string;
  force: boolean;
}

function VersionModal({ editing, onClose }: { editing: AdminAppVersion | null; onClose: () => void }) {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const save = useSaveAppVersion();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const { shape } = saveAppVersionBody;
  const store = editing && editing.platform !== 'web';
  const label = (key: string) => t(`console.versions.field.${key}`);

  useEffect(() => {
    if (!editing) return;
    setFailure(null);
    form.resetFields();
    form.setFieldsValue({
      version: editing.version,
      // The built-in fallback ("/") is no address to keep for an app store.
      url: editing.configured ? editing.url : '',
      notes: editing.notes,
      force: editing.force,
    });
  }, [editing, form]);

  const urlRule = {
    validator: async (_rule: unknown, value: string | undefined) => {
      if (!editing) return;
      const result = saveAppVersionBody.safeParse({
        platform: editing.platform,
        version: '1.0.0',
        url: value ?? '',
      });
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'url');
      if (issue) throw new Error(t(`validation:${issue.message}`, { field: label('url') }));
    },
  };

  const submit = async () => {
    if (!editing) return;
    setFailure(null);
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      await save.mutateAsync({
        platform: editing.platform,
        version: v.version.trim(),
        url: v.url.trim(),
        notes: v.notes.trim(),
        force: v.force,
      });
      void message.success(
        t('console.versions.saved', { platform: t(`console.versions.platform.${editing.platform}`) }),
      );
      onClose();
    } catch (error) {
      showSaveFailure(form, error, t, setFailure, ['version', 'url', 'notes', 'force']);
    }
  };

  return (
    <Modal
      open={editing !== null}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('staff:catalogue.form.save')}
      cancelText={t('staff:action.cancel')}
      confirmLoading={save.isPending}
      title={
        editing
          ? t('console.versions.editTitle', { platform: t(`console.versions.platform.${editing.platform}`) })
          : ''
      }
      destroyOnHidden
      forceRender
      width={560}
      okButtonProps={{ 'data-testid': 'version-save' } as Record<`data-${string}`, string>}
    >
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" requiredMark disabled={save.isPending} data-testid="version-form">
        <Form.Item
          name="version"
          label={label('version')}
          required
          rules={[zodRule(shape.version, t, label('version'))]}
          extra={t('console.versions.versionHelp')}
        >
          <Input className="ltr-input" placeholder="1.4.2" style={mono} data-testid="version-version" />
        </Form.Item>
        <Form.Item
          name="url"
          label={label('url')}
          required={Boolean(store)}
          rules={[urlRule]}
          extra={t(store ? 'console.versions.urlHelpStore' : 'console.versions.urlHelpWeb')}
        >
          <Input
            className="ltr-input"
            maxLength={LINK_MAX}
            placeholder={
              editing?.platform === 'ios'
                ? 'https://apps.apple.com/app/id…'
                : editing?.platform === 'android'
                  ? 'https://play.google.com/store/apps/details?id=…'
                  : '/'
            }
            data-testid="version-url"
          />
        </Form.Item>
        <Form.Item name="notes" label={label('notes')} rules={[zodRule(shape.notes, t, label('notes'))]}>
          <Input.TextArea
            maxLength={VERSION_NOTES_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            dir="auto"
          />
        </Form.Item>
        <Form.Item
          name="force"
          label={label('force')}
          valuePropName="checked"
          extra={t('console.versions.forceHelp')}
        >
          <Switch />
        </Form.Item>
        <Typography.Text type="secondary" style={small}>
          {t('staff:catalogue.form.auditNote')}
        </Typography.Text>
      </Form>
    </Modal>
  );
}

export default function VersionsPage() {
  const { t } = useTranslation('content');
  const when = useFormatDateTime();
  const canSave = useCanCall('admin/saveAppVersion');
  const result = useAppVersions();
  const [editing, setEditing] = useState<AdminAppVersion | null>(null);
  const label = (key: string) => t(`console.versions.field.${key}`);

  const platform = (v: AdminAppVersion) => (
    <Flex align="center" gap={8}>
      {ICONS[v.platform]}
      <Typography.Text strong>{t(`console.versions.platform.${v.platform}`)}</Typography.Text>
    </Flex>
  );
  const version = (v: AdminAppVersion) => (
    <Flex gap={6} wrap align="center">
      <Typography.Text style={mono}>
        <bdi dir="ltr">{v.version}</bdi>
      </Typography.Text>
      {v.configured ? null : (
        <Tooltip title={t('console.versions.builtInHelp')}>
          <Tag style={{ marginInlineEnd: 0 }}>{t('console.versions.builtIn')}</Tag>
        </Tooltip>
      )}
      {v.force ? (
        <Tag color="red" style={{ marginInlineEnd: 0 }}>
          {t('console.versions.forced')}
        </Tag>
      ) : null}
    </Flex>
  );
  // An unset platform's "/" is the server's placeholder, not an address staff chose.
  const url = (v: AdminAppVersion) =>
    v.configured && v.url ? (
      <CopyText text={v.url} ends={[22, 10]} />
    ) : (
      <Typography.Text type="secondary">—</Typography.Text>
    );
  const edit = (v: AdminAppVersion, withText = false) =>
    canSave ? (
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => setEditing(v)}
        aria-label={`${t('staff:catalogue.edit')} ${t(`console.versions.platform.${v.platform}`)}`}
        data-testid={`version-edit-${v.platform}`}
      >
        {withText ? t('staff:catalogue.edit') : null}
      </Button>
    ) : null;

  const desktopColumns: TableColumnsType<AdminAppVersion> = [
    { title: label('platform'), key: 'platform', width: 120, render: (_: unknown, v) => platform(v) },
    { title: label('version'), key: 'version', width: 180, render: (_: unknown, v) => version(v) },
    { title: label('url'), key: 'url', width: 240, render: (_: unknown, v) => url(v) },
    {
      title: label('notes'),
      dataIndex: 'notes',
      width: 214,
      render: (notes: string) =>
        notes ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: notes }} style={{ margin: 0 }} dir="auto">
            {notes}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      title: label('updatedAt'),
      dataIndex: 'updatedAt',
      width: 150,
      render: (v: string | null) => <Typography.Text type="secondary">{when(v)}</Typography.Text>,
    },
    { title: '', key: 'edit', width: 56, fixed: 'end', align: 'center', render: (_: unknown, v) => edit(v) },
  ];
  const phoneColumns: TableColumnsType<AdminAppVersion> = [
    {
      title: label('platform'),
      key: 'summary',
      render: (_: unknown, v) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          {platform(v)}
          {version(v)}
          {url(v)}
        </Flex>
      ),
    },
    { title: '', key: 'edit', width: 90, render: (_: unknown, v) => edit(v, true) },
  ];

  return (
    <CataloguePage<AdminAppVersion>
      ns="content:console.versions"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      audit={{ ns: 'staff:catalogue' }}
      table={{
        columns: desktopColumns,
        phoneColumns,
        rowKey: 'platform',
        scrollX: 960,
        emptyText: t('console.versions.empty'),
        testId: 'version-table',
      }}
      editor={<VersionModal editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
