import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Row, Switch, TreeSelect, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_QUANTITY_MAX, type AdminGoods, type CategoryNode } from '@app/contract';
import { AuditedDrawer, formTexts } from '#admin/components/audited-drawer';
import { useCategoryTree, useSaveGoods, type SaveGoodsBody } from '#admin/features/catalog/goods/api/goods';
import { amountRule, centsOf, dollars } from '#admin/features/catalog/goods/lib/amounts';
import { ImagesField } from './images-field';
import { SkusField, type SkuValues } from './skus-field';
import { StoreSelect } from './store-select';

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;
const IMAGES_MAX = 9;

interface Values {
  storeId?: number;
  categoryId?: number;
  title: string;
  description: string;
  shippingFee: string;
  maxPerCustomer: number | null;
  onSale: boolean;
  images: string[];
  skus: SkuValues[];
}

function valuesOf(g: AdminGoods): Values {
  return {
    storeId: g.storeId,
    categoryId: g.categoryId,
    title: g.title,
    description: g.description,
    shippingFee: dollars(g.shippingFee),
    maxPerCustomer: g.maxPerCustomer,
    onSale: g.onSale,
    images: g.images,
    skus: g.skus.map((k) => ({
      id: k.id,
      name: k.name,
      price: dollars(k.price),
      originalPrice: dollars(k.originalPrice),
      stock: k.stock,
      wholesaleCost: dollars(k.wholesaleCost),
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
function treeOf(nodes: CategoryNode[]): TreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    selectable: n.children.length === 0,
    children: treeOf(n.children),
  }));
}

/** `skus.0.price` from the server is the form's ['skus', 0, 'price']. */
function fieldPath(field: string): (string | number)[] {
  const parts = field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return parts[0] === 'images' ? ['images'] : parts;
}

interface Props {
  /** The product to change, `'new'` for a new one, null when closed. */
  editing: AdminGoods | 'new' | null;
  /** A store to start a new product in (the list's store filter). */
  storeId?: number;
  readOnly: boolean;
  onClose: () => void;
}

/** Every field the server names but the product's id and the body as a whole. */
const fieldOf = (field: string) => (field === 'id' || field === '(body)' ? undefined : fieldPath(field));

export function GoodsDrawer({ editing, storeId, readOnly, onClose }: Props) {
  const { t } = useTranslation('catalog');
  const save = useSaveGoods();
  const current = editing && editing !== 'new' ? editing : null;
  const blank = useMemo<Values>(
    () => ({
      storeId,
      categoryId: undefined,
      title: '',
      description: '',
      shippingFee: '0.00',
      maxPerCustomer: 0,
      onSale: true,
      images: [],
      skus: [
        {
          name: t('console.goods.skus.defaultName'),
          price: '',
          originalPrice: '0.00',
          stock: 0,
          wholesaleCost: '0.00',
        },
      ],
    }),
    [storeId, t],
  );

  const submit = async (v: Values, current: AdminGoods | null) => {
    const body: SaveGoodsBody = {
      ...(current ? { id: current.id } : {}),
      storeId: v.storeId ?? 0,
      categoryId: v.categoryId ?? 0,
      title: v.title.trim(),
      images: v.images,
      description: v.description.trim(),
      shippingFee: centsOf(v.shippingFee),
      maxPerCustomer: v.maxPerCustomer ?? 0,
      onSale: v.onSale,
      skus: v.skus.map((k) => ({
        ...(k.id ? { id: k.id } : {}),
        name: k.name.trim(),
        price: centsOf(k.price),
        originalPrice: centsOf(k.originalPrice),
        stock: k.stock ?? 0,
        wholesaleCost: centsOf(k.wholesaleCost),
      })),
    };
    await save.mutateAsync(body);
    return t(current ? 'console.goods.form.saved' : 'console.goods.form.created');
  };

  return (
    <AuditedDrawer<Values, AdminGoods>
      editing={editing}
      onClose={onClose}
      title={
        current
          ? t(readOnly ? 'console.goods.form.viewTitle' : 'console.goods.form.editTitle', {
              title: current.title,
            })
          : t('console.goods.form.newTitle')
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
      testId="goods-drawer"
      saveTestId="goods-save"
      errorTestId="goods-error"
    >
      <GoodsFields current={current} readOnly={readOnly} />
    </AuditedDrawer>
  );
}

function GoodsFields({ current, readOnly }: { current: AdminGoods | null; readOnly: boolean }) {
  const { t } = useTranslation('catalog');
  const categories = useCategoryTree();
  const treeData = useMemo(() => treeOf(categories.data ?? []), [categories.data]);
  const skus = Form.useWatch('skus') as SkuValues[] | undefined;

  // Saved specifications that were removed stay on record with no stock (orders may refer to them).
  const removedSaved = current
    ? current.skus.filter((k) => !(skus ?? []).some((s) => s?.id === k.id)).length
    : 0;

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
            name="storeId"
            label={label('store')}
            rules={[
              { required: true, message: t('validation:validation.required', { field: label('store') }) },
            ]}
            extra={current && !readOnly ? t('console.goods.form.storeFixed') : undefined}
          >
            <StoreSelect
              fallbackLabel={current?.storeName}
              placeholder={t('console.goods.form.storePlaceholder')}
              disabled={Boolean(current)}
              ariaLabel={label('store')}
            />
          </Form.Item>
        </Col>
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
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="title"
        label={label('title')}
        rules={[required('title'), tooLong('title', TITLE_MAX)]}
        validateFirst
      >
        <Input maxLength={TITLE_MAX} showCount dir="auto" />
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
        <ImagesField max={IMAGES_MAX} disabled={readOnly} />
      </Form.Item>
      <Form.Item
        name="description"
        label={label('description')}
        rules={[tooLong('description', DESCRIPTION_MAX)]}
      >
        <Input.TextArea
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={DESCRIPTION_MAX}
          showCount
          dir="auto"
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
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
        <Col xs={24} sm={8}>
          <Form.Item
            name="maxPerCustomer"
            label={label('maxPerCustomer')}
            rules={[
              {
                required: true,
                message: t('validation:validation.required', { field: label('maxPerCustomer') }),
              },
            ]}
            extra={t('console.goods.form.maxHelp')}
          >
            <InputNumber min={0} max={ORDER_QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item
            name="onSale"
            label={label('onSale')}
            valuePropName="checked"
            extra={t('console.goods.form.onSaleHelp')}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>

      <Typography.Title level={5} style={{ marginTop: 4 }}>
        {t('console.goods.skus.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('console.goods.skus.help')}
      </Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <SkusField readOnly={readOnly} removedSaved={removedSaved} />
      </div>
    </>
  );
}
