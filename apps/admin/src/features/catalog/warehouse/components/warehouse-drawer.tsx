import { useMemo } from 'react';
import { Col, Form, Input, Row, Switch, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CategoryNode, WarehouseGoods } from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { useCategoryTree } from '#admin/features/catalog/goods/api/goods';
import { amountRule, centsOf, dollars } from '#admin/features/catalog/goods/lib/amounts';
import {
  useSaveWarehouseGoods,
  type SaveWarehouseBody,
} from '#admin/features/catalog/warehouse/api/warehouse';
import { WarehouseImagesField } from './warehouse-images-field';
import { WarehouseSkusField, blankSku, type WarehouseSkuValues } from './warehouse-skus-field';

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 5000;
const IMAGES_MAX = 9;

interface Values {
  categoryId?: number;
  title: string;
  description: string;
  shippingFee: string;
  active: boolean;
  images: string[];
  skus: WarehouseSkuValues[];
}

function valuesOf(g: WarehouseGoods): Values {
  return {
    categoryId: g.categoryId,
    title: g.title,
    description: g.description,
    shippingFee: dollars(g.shippingFee),
    active: g.active,
    images: g.images,
    skus: g.skus.map((k) => ({
      id: k.id,
      name: k.name,
      wholesaleCost: dollars(k.wholesaleCost),
      originalPrice: dollars(k.originalPrice),
      stock: k.stock,
    })),
  };
}

interface TreeOption {
  value: number;
  title: string;
  selectable: boolean;
  children: TreeOption[];
}

/** Products belong in the most specific category: only leaves can be picked. */
function leafTree(nodes: CategoryNode[]): TreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    selectable: n.children.length === 0,
    children: leafTree(n.children),
  }));
}

/** `skus.0.wholesaleCost` from the server is the form's ['skus', 0, 'wholesaleCost']; the id is not a field. */
function fieldOf(field: string): (string | number)[] | undefined {
  if (field === 'id' || field === '(body)') return undefined;
  const parts = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return parts[0] === 'images' ? ['images'] : parts;
}

interface Props {
  /** The product to change, `'new'` for a new one, null when closed. */
  editing: WarehouseGoods | 'new' | null;
  readOnly: boolean;
  onClose: () => void;
}

/** Create or change a warehouse product: what sellers list in their stores and the warehouse ships. */
export function WarehouseDrawer({ editing, readOnly, onClose }: Props) {
  const { t } = useTranslation('catalog');
  const save = useSaveWarehouseGoods();
  const current = editing && editing !== 'new' ? editing : null;
  const blank = useMemo<Values>(
    () => ({
      categoryId: undefined,
      title: '',
      description: '',
      shippingFee: '0.00',
      active: true,
      images: [],
      skus: [{ ...blankSku, name: t('console.goods.skus.defaultName') }],
    }),
    [t],
  );

  const submit = async (v: Values, current: WarehouseGoods | null) => {
    const body: SaveWarehouseBody = {
      ...(current ? { id: current.id } : {}),
      categoryId: v.categoryId ?? 0,
      title: v.title.trim(),
      images: v.images,
      description: v.description.trim(),
      shippingFee: centsOf(v.shippingFee),
      active: v.active,
      skus: v.skus.map((k) => ({
        ...(k.id ? { id: k.id } : {}),
        name: k.name.trim(),
        wholesaleCost: centsOf(k.wholesaleCost),
        originalPrice: centsOf(k.originalPrice),
        stock: k.stock ?? 0,
      })),
    };
    await save.mutateAsync(body);
    return t(current ? 'console.warehouse.form.saved' : 'console.warehouse.form.created');
  };

  return (
    <AuditedDrawer<Values, WarehouseGoods>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t(readOnly ? 'console.goods.form.viewTitle' : 'console.goods.form.editTitle', {
              title: current.title,
            })
          : t('console.warehouse.form.newTitle')
      }
      texts={formTexts(t, 'catalog:console.goods.form')}
      blank={blank}
      valuesOf={valuesOf}
      save={submit}
      pending={save.isPending}
      width={820}
      readOnly={readOnly}
      discardWhen="touched"
      submitOnEnter
      scrollToFirstError
      fieldOf={fieldOf}
      testId="warehouse-drawer"
      saveTestId="warehouse-save"
      errorTestId="warehouse-error"
    >
      <WarehouseFields current={current} readOnly={readOnly} />
    </AuditedDrawer>
  );
}

function WarehouseFields({ current, readOnly }: { current: WarehouseGoods | null; readOnly: boolean }) {
  const { t } = useTranslation('catalog');
  const categories = useCategoryTree();
  const treeData = useMemo(() => leafTree(categories.data ?? []), [categories.data]);

  const label = (key: string) => t(`console.goods.field.${key}`);
  const required = (key: string) => ({
    required: true,
    whitespace: true,
    message: t('validation:validation.required', { field: label(key) }),
  });
  const tooLong = (key: string, max: number) => ({
    max,
    message: t('validation:validation.tooLong', { field: label(key), max }),
  });

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="categoryId"
            label={label('category')}
            rules={[
              { required: true, message: t('validation:validation.required', { field: label('category') }) },
            ]}
          >
            <TreeSelect
              treeData={treeData}
              loading={categories.isPending}
              placeholder={t('console.goods.form.categoryPlaceholder')}
              showSearch={{ treeNodeFilterProp: 'title' }}
              treeDefaultExpandedKeys={current?.categoryId ? [current.categoryId] : undefined}
              popupMatchSelectWidth={false}
              aria-label={label('category')}
              data-testid="warehouse-category"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="shippingFee"
            label={label('shippingFee')}
            required={!readOnly}
            rules={[amountRule(t)]}
            extra={t('console.goods.form.shippingHelp')}
          >
            <Input className="ltr-input" inputMode="decimal" prefix={<span dir="ltr">US$</span>} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item
            name="active"
            label={t('console.warehouse.field.active')}
            valuePropName="checked"
            extra={t('console.warehouse.form.activeHelp')}
          >
            <Switch data-testid="warehouse-active" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="title"
        label={label('title')}
        rules={[required('title'), tooLong('title', TITLE_MAX)]}
        validateFirst
      >
        <Input maxLength={TITLE_MAX} showCount dir="auto" data-testid="warehouse-title" />
      </Form.Item>
      <Form.Item
        name="images"
        label={label('images')}
        required={!readOnly}
        rules={[
          {
            validator: async (_rule: unknown, value: string[] | undefined) => {
              if (!value?.length) throw new Error(t('console.goods.images.required'));
            },
          },
        ]}
      >
        <WarehouseImagesField max={IMAGES_MAX} disabled={readOnly} />
      </Form.Item>
      <Form.Item
        name="description"
        label={label('description')}
        rules={[tooLong('description', DESCRIPTION_MAX)]}
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 10 }}
          maxLength={DESCRIPTION_MAX}
          showCount
          dir="auto"
        />
      </Form.Item>

      <Typography.Title level={5} style={{ marginTop: 4 }}>
        {t('console.goods.skus.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('console.warehouse.form.skusHelp')}
      </Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <WarehouseSkusField readOnly={readOnly} />
      </div>
    </>
  );
}
