import { Col, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CATEGORY_NAME_MAX,
  LOCALES,
  LOCALE_NAMES,
  RTL_LOCALES,
  TRANSLATION_LOCALES,
  saveCategoryBody,
  type AdminCategory,
  type Locale,
} from '@app/contract';
import { ImageUploadField } from '#admin/components/image-upload-field';
import { zodRule } from '#admin/lib/zod-rule';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { useSaveCategory } from '#admin/features/catalog/categories/api/categories';

interface Values {
  parentId: number | null;
  name: string;
  /** The other 19 languages; an empty one is "not translated yet". */
  names: Partial<Record<Locale, string>>;
  icon: string;
  sort: number | null;
}

const valuesOf = (c: AdminCategory): Values => ({
  parentId: c.parentId,
  name: c.name,
  names: c.names,
  icon: c.icon ?? '',
  sort: c.sort,
});

/** What staff open the drawer with: a category to change, or a new one (top, or under a top category). */
export type CategoryEditing = AdminCategory | { parentId: number | null } | null;

export function CategoryDrawer({
  editing,
  tops,
  onClose,
}: {
  editing: CategoryEditing;
  /** The top categories, for the parent choice. */
  tops: AdminCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const save = useSaveCategory();
  const current = editing && 'id' in editing ? editing : null;
  const blank: Values = {
    parentId: editing && !('id' in editing) ? editing.parentId : null,
    name: '',
    names: {},
    icon: '',
    sort: 0,
  };

  return (
    <AuditedDrawer<Values, AdminCategory>
      editing={current ?? (editing ? 'new' : null)}
      onClose={onClose}
      title={
        current ? t('console.categories.editTitle', { name: current.name }) : t('console.categories.newTitle')
      }
      texts={formTexts(t, 'staff:catalogue.form')}
      blank={blank}
      valuesOf={valuesOf}
      save={async (v, current) => {
        await save.mutateAsync({
          ...(current ? { id: current.id } : {}),
          parentId: v.parentId ?? null,
          name: v.name.trim(),
          // Every language as sent: an empty one tells the server "not translated yet".
          names: Object.fromEntries(TRANSLATION_LOCALES.map((l) => [l, v.names?.[l]?.trim() ?? ''])),
          icon: v.icon ?? '',
          sort: v.sort ?? 0,
        });
        return t(current ? 'console.categories.saved' : 'console.categories.created');
      }}
      pending={save.isPending}
      width={760}
      testId="category-drawer"
    >
      <CategoryFields
        tops={tops.filter((c) => c.id !== current?.id)}
        hasChildren={!!current && tops.some((c) => c.id === current.id)}
      />
    </AuditedDrawer>
  );
}

function CategoryFields({ tops, hasChildren }: { tops: AdminCategory[]; hasChildren: boolean }) {
  const { t } = useTranslation('staff');
  const label = (key: string) => t(`console.categories.field.${key}`);
  const { shape } = saveCategoryBody;
  const names = (Form.useWatch('names') ?? {}) as Values['names'];
  const english = (Form.useWatch('name') ?? '') as string;
  const count = LOCALES.filter((l) => (l === 'en' ? english : (names[l] ?? '')).trim() !== '').length;

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <Form.Item
            name="parentId"
            label={label('parent')}
            extra={t(hasChildren ? 'console.categories.parentLocked' : 'console.categories.parentHelp')}
          >
            <Select<number | null>
              disabled={hasChildren}
              data-testid="category-parent"
              options={[
                { value: null as unknown as number, label: t('console.categories.topLevel') },
                ...tops.map((c) => ({ value: c.id, label: c.name })),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label={label('name')}
            required
            rules={[zodRule(shape.name, t, label('name'))]}
            extra={t('console.categories.nameHelp')}
          >
            <Input maxLength={CATEGORY_NAME_MAX} showCount dir="auto" data-testid="category-name" />
          </Form.Item>
          <Form.Item name="sort" label={t('catalogue.field.sort')} extra={t('catalogue.sortHelp')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="icon" label={label('icon')} extra={t('console.categories.iconHelp')}>
            <ImageUploadField folder="store" aspect={1} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5} style={{ marginTop: 4 }}>
        {t('console.categories.languages')}{' '}
        <Tag color={count === LOCALES.length ? 'success' : 'warning'} data-testid="category-language-count">
          {t('content:console.translations.count', { count, total: LOCALES.length })}
        </Tag>
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('console.categories.languagesHelp')}</Typography.Paragraph>
      <Row gutter={16}>
        {TRANSLATION_LOCALES.map((l) => (
          <Col xs={24} sm={12} key={l}>
            <Form.Item
              name={['names', l]}
              label={<span lang={l}>{LOCALE_NAMES[l]}</span>}
              rules={[zodRule(shape.names.unwrap().def.valueType, t, LOCALE_NAMES[l])]}
            >
              <Input
                lang={l}
                dir={RTL_LOCALES.has(l) ? 'rtl' : 'auto'}
                maxLength={CATEGORY_NAME_MAX}
                placeholder={t('content:console.translations.notTranslated')}
                data-testid={`category-name-${l}`}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
