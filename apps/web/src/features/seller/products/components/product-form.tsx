import { useMemo, useState } from 'react';
import {
  Button,
  CascadePicker,
  Dialog,
  DotLoading,
  ErrorBlock,
  Form,
  ImageUploader,
  Input,
  List,
  Switch,
  TextArea,
  Toast,
  type ImageUploadItem,
} from 'antd-mobile';
import { AddOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useFieldArray, useForm, type Control, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ORDER_QUANTITY_MAX,
  SELLER_SKU_MAX,
  UPLOAD_MAX_BYTES,
  WALLET_CURRENCY,
  imageUrl,
  saveSellerGoodsBody,
  type CategoryNode,
  type MyStoreData,
  type SellerGoodsInfo,
} from '@app/contract';
import { FormField } from '#web/components/form-field';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { ApiError } from '#web/lib/request';
import { StatusNotice } from '#web/features/seller/center';
import {
  useGoodsCategories,
  useSaveGoods,
  useSellerGoodsInfo,
  useUploadGoodsImage,
} from '#web/features/seller/products/api/products';
import { SELLER_PRODUCT_PATHS } from '#web/features/seller/products/paths';
import {
  bodyOf,
  emptySku,
  formPath,
  valuesOf,
  type FieldErrors,
  type FormValues,
} from '#web/features/seller/products/lib/goods-form';

const IMAGES_MAX = 9;
const TITLE_MAX = 120;
const DESCRIPTION_MAX = 5000;

/** Brings the first message on the form into view (the specifications sit below the fold). */
function showFirstError() {
  requestAnimationFrame(() =>
    document
      .querySelector('.sp-form [role="alert"]')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
  );
}

function categoryOptions(tree: CategoryNode[]) {
  return tree
    .filter((c) => c.children.length > 0)
    .map((c) => ({
      label: c.name,
      value: String(c.id),
      children: c.children.map((k) => ({ label: k.name, value: String(k.id) })),
    }));
}

function categoryLabel(tree: CategoryNode[], id: number): string | null {
  for (const parent of tree) {
    const child = parent.children.find((c) => c.id === id);
    if (child) return `${parent.name} / ${child.name}`;
  }
  return null;
}

/**
 * `/seller/products/new` and `/seller/products/:id`: images, title, category, description,
 * shipping fee, max per customer, on sale and the specifications with their own price and stock.
 * Checked by the contract's rules here and again by the server (its messages land on the fields).
 * A warehouse listing keeps the warehouse's specifications: its prices stay within the level's
 * margin and its stock comes from what the warehouse still has.
 */
export function SellerProductForm({ store, goods }: { store: MyStoreData; goods?: SellerGoodsInfo }) {
  const { t } = useTranslation(['seller', 'validation']);
  const navigate = useNavigate();
  const form = useForm<FormValues>({ defaultValues: valuesOf(goods), mode: 'onTouched' });
  const skus = useFieldArray({ control: form.control, name: 'skus' });
  const save = useSaveGoods();
  const uploadImage = useUploadGoodsImage();
  const categories = useGoodsCategories();
  const [pickCategory, setPickCategory] = useState(false);
  const [files, setFiles] = useState<ImageUploadItem[]>(() =>
    (goods?.images ?? []).map((path) => ({ url: imageUrl(path, MEDIA_HOST), extra: { path } })),
  );
  const [uploading, setUploading] = useState(0);
  const readOnly = store.readOnly;
  const warehouse = goods?.fromWarehouse ?? false;
  const tree = useMemo(() => categories.data ?? [], [categories.data]);
  const categoryId = form.watch('categoryId');
  const currency = WALLET_CURRENCY;

  const fail = (errors: FieldErrors) => {
    // The first message for a field wins (a typing error before the rule it then breaks).
    const seen = new Set<string>();
    for (const [path, message] of errors) {
      if (seen.has(path)) continue;
      seen.add(path);
      form.setError(path, { type: 'client', message });
    }
    showFirstError();
  };

  const submit = form.handleSubmit(async (values) => {
    const { body, errors } = bodyOf(values, goods?.id);
    const checked = saveSellerGoodsBody.safeParse(body);
    const issues: FieldErrors = checked.success
      ? []
      : checked.error.issues.map((i) => [formPath(i.path.map(String).join('.')), i.message]);
    if (errors.length || issues.length) {
      fail([...errors, ...issues]);
      return;
    }
    try {
      const saved = await save.mutateAsync(body);
      if (saved.review === 'reviewing') {
        await Dialog.alert({
          title: t('products.form.savedTitle'),
          content: t('products.form.inReview'),
          confirmText: t('common:action.confirm'),
        });
      } else {
        Toast.show({ icon: 'success', content: t('products.form.saved') });
      }
      void navigate(SELLER_PRODUCT_PATHS.list(), { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.fields.length) {
        for (const f of error.fields)
          form.setError(formPath(f.field), { type: 'server', message: f.message });
      } else {
        Toast.show({ icon: 'fail', content: error.message, position: 'center' });
      }
    }
  });

  const upload = async (file: File): Promise<ImageUploadItem> => {
    setUploading((n) => n + 1);
    try {
      const { url } = await uploadImage.mutateAsync(file);
      return { url: imageUrl(url, MEDIA_HOST), extra: { path: url } };
    } finally {
      setUploading((n) => n - 1);
    }
  };

  const skuError = form.formState.errors.skus?.message ?? form.formState.errors.skus?.root?.message;

  return (
    <div className="sp-form">
      {readOnly ? <StatusNotice store={store} /> : null}
      {goods?.review === 'rejected' ? (
        <div className="sp-banner sp-banner--danger" role="alert" data-testid="sp-form-rejected">
          <strong>{t('products.form.rejectedTitle')}</strong>
          <span>{goods.reviewReason}</span>
          <span className="sp-banner__hint">{t('products.form.rejectedHint')}</span>
        </div>
      ) : null}
      {goods?.review === 'reviewing' ? (
        <div className="sp-banner" data-testid="sp-form-reviewing">
          {t('products.form.reviewing')}
        </div>
      ) : null}
      {warehouse ? (
        <div className="sp-banner sp-banner--info" data-testid="sp-form-warehouse">
          {t('products.form.warehouseNote')}
        </div>
      ) : null}
      <Form
        layout="vertical"
        className="form-card sp-form__card"
        onFinish={() => void submit()}
        disabled={readOnly}
      >
        <FormField
          control={form.control}
          name="images"
          label={t('products.form.images', { max: IMAGES_MAX })}
        >
          {(field) => (
            <ImageUploader
              value={files}
              onChange={(items) => {
                setFiles(items);
                field.onChange(
                  items.map((i) => String((i.extra as { path?: string } | undefined)?.path ?? i.url)),
                );
              }}
              upload={upload}
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              maxCount={IMAGES_MAX}
              showUpload={!readOnly && files.length < IMAGES_MAX}
              deletable={!readOnly}
              beforeUpload={(file) => {
                if (file.size > UPLOAD_MAX_BYTES) {
                  Toast.show({ icon: 'fail', content: t('products.form.tooLarge') });
                  return null;
                }
                return file;
              }}
              data-testid="sp-form-images"
            />
          )}
        </FormField>
        <FormField control={form.control} name="title" label={t('products.form.title')}>
          {(field) => (
            <TextArea
              ref={field.ref}
              aria-label={t('products.form.title')}
              placeholder={t('products.form.titlePlaceholder')}
              autoSize={{ minRows: 1, maxRows: 3 }}
              maxLength={TITLE_MAX}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              data-testid="sp-form-title"
            />
          )}
        </FormField>
        <FormField control={form.control} name="categoryId" label={t('products.form.category')}>
          {(field) => (
            <>
              <button
                type="button"
                className="sp-picker"
                onClick={() => !readOnly && setPickCategory(true)}
                data-testid="sp-form-category"
              >
                <span className={categoryId ? '' : 'sp-picker__placeholder'}>
                  {(categoryId && categoryLabel(tree, categoryId)) || t('products.form.categoryPlaceholder')}
                </span>
                <span className="sp-picker__arrow flip-rtl" aria-hidden>
                  ›
                </span>
              </button>
              <CascadePicker
                visible={pickCategory}
                onClose={() => setPickCategory(false)}
                options={categoryOptions(tree)}
                value={(() => {
                  const parent = tree.find((p) => p.children.some((c) => c.id === categoryId));
                  return parent ? [String(parent.id), String(categoryId)] : [];
                })()}
                title={t('products.form.category')}
                confirmText={t('common:action.confirm')}
                cancelText={t('common:action.cancel')}
                onConfirm={(value) => {
                  const child = Number(value[1] ?? 0);
                  field.onChange(child);
                  if (child) form.clearErrors('categoryId');
                }}
              />
            </>
          )}
        </FormField>
        <FormField control={form.control} name="description" label={t('products.form.description')}>
          {(field) => (
            <TextArea
              ref={field.ref}
              aria-label={t('products.form.description')}
              placeholder={t('products.form.descriptionPlaceholder')}
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={DESCRIPTION_MAX}
              showCount
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              data-testid="sp-form-description"
            />
          )}
        </FormField>
        <div className="sp-form__pair">
          <TextInputField
            control={form.control}
            name="shippingFee"
            label={t('products.form.shippingFee', { currency })}
            inputMode="decimal"
            placeholder="0.00"
            testId="sp-form-shipping"
          />
          <TextInputField
            control={form.control}
            name="maxPerCustomer"
            label={t('products.form.maxPerCustomer')}
            inputMode="numeric"
            placeholder="0"
            testId="sp-form-max"
          />
        </div>
        <p className="sp-form__hint">
          {t('products.form.shippingHint')} {t('products.form.maxHint', { max: ORDER_QUANTITY_MAX })}
        </p>
        <FormField control={form.control} name="onSale" label={t('products.form.onSale')}>
          {(field) => (
            <div className="sp-form__switch">
              <span>{store.status === 'disabled' ? '' : t('products.form.onSaleHint')}</span>
              <Switch
                checked={field.value as boolean}
                onChange={field.onChange}
                disabled={readOnly}
                aria-label={t('products.form.onSale')}
                data-testid="sp-form-on-sale"
              />
            </div>
          )}
        </FormField>
      </Form>

      <section className="form-card sp-skus" data-testid="sp-form-skus">
        <header className="sp-skus__head">
          <h2>{t('products.form.skus')}</h2>
          {warehouse || readOnly ? null : (
            <Button
              size="small"
              fill="none"
              color="primary"
              disabled={skus.fields.length >= SELLER_SKU_MAX}
              onClick={() => skus.append(emptySku())}
              data-testid="sp-sku-add"
            >
              <AddOutline /> {t('products.form.addSku')}
            </Button>
          )}
        </header>
        {skuError ? (
          <div className="adm-form-item-feedback-error" role="alert">
            {skuError.startsWith('validation.') ? t(skuError, { ns: 'validation' }) : skuError}
          </div>
        ) : null}
        <List className="sp-skus__list">
          {skus.fields.map((row, i) => (
            <div key={row.id} className="sp-sku" data-testid="sp-sku">
              <div className="sp-sku__head">
                <span className="sp-sku__index">
                  {t('products.form.skuN', { n: i + 1 })}
                  {warehouse ? (
                    <bdi className="sp-sku__name" data-testid="sp-sku-fixed-name">
                      {row.name}
                    </bdi>
                  ) : null}
                </span>
                {warehouse || readOnly || skus.fields.length <= 1 ? null : (
                  <Button
                    size="mini"
                    fill="none"
                    color="danger"
                    onClick={() => skus.remove(i)}
                    aria-label={t('products.form.removeSku')}
                    data-testid="sp-sku-remove"
                  >
                    <CloseCircleOutline /> {t('products.form.removeSku')}
                  </Button>
                )}
              </div>
              <Form layout="vertical" disabled={readOnly}>
                {warehouse ? null : (
                  <TextInputField
                    control={form.control}
                    name={`skus.${i}.name`}
                    label={t('products.form.skuName')}
                    placeholder={t('products.form.skuNamePlaceholder')}
                    maxLength={60}
                    disabled={readOnly}
                    testId="sp-sku-name"
                  />
                )}
                <div className="sp-form__pair">
                  <TextInputField
                    control={form.control}
                    name={`skus.${i}.price`}
                    label={t('products.form.price', { currency })}
                    inputMode="decimal"
                    placeholder="0.00"
                    testId="sp-sku-price"
                  />
                  <TextInputField
                    control={form.control}
                    name={`skus.${i}.originalPrice`}
                    label={t('products.form.originalPrice', { currency })}
                    inputMode="decimal"
                    placeholder={t('products.form.optional')}
                    testId="sp-sku-original"
                  />
                </div>
                {warehouse && row.maxPrice !== null ? (
                  <p className="sp-sku__range" data-testid="sp-sku-range">
                    {t('products.form.priceRange')} <MoneyText minor={row.wholesaleCost} /> –{' '}
                    <MoneyText minor={row.maxPrice} />
                  </p>
                ) : null}
                <TextInputField
                  control={form.control}
                  name={`skus.${i}.stock`}
                  label={t('products.form.stock')}
                  inputMode="numeric"
                  placeholder="0"
                  testId="sp-sku-stock"
                />
                {warehouse && row.warehouseStock !== null ? (
                  <p className="sp-sku__range" data-testid="sp-sku-warehouse-stock">
                    {t('products.form.warehouseStock', { count: row.warehouseStock })}
                  </p>
                ) : null}
              </Form>
            </div>
          ))}
        </List>
      </section>
      {readOnly ? null : (
        <div className="sp-bar">
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            loading={save.isPending}
            disabled={uploading > 0}
            onClick={() => void submit()}
            data-testid="sp-form-save"
          >
            {uploading > 0 ? t('products.form.uploading') : t('common:action.save')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The form for a new product (no `id`) or for one of the store's products once it has loaded. */
export function SellerProductScreen({ store, id }: { store: MyStoreData; id?: number }) {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  const info = useSellerGoodsInfo(id ?? 0);
  if (!id) return <SellerProductForm store={store} />;
  if (info.data) return <SellerProductForm key={info.data.id} store={store} goods={info.data} />;
  if (info.error instanceof ApiError && info.error.status === 404) {
    return (
      <ErrorBlock status="empty" title={t('products.notFound')} description="" data-testid="sp-not-found">
        <Button color="primary" shape="rounded" onClick={() => void navigate(SELLER_PRODUCT_PATHS.list())}>
          {t('products.toList')}
        </Button>
      </ErrorBlock>
    );
  }
  if (info.error) {
    return (
      <ErrorBlock status="default" title={t('center.loadFailed')} description="">
        <Button color="primary" shape="rounded" onClick={() => void info.refetch()}>
          {t('common:action.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <div className="seller-loading" data-testid="seller-loading">
      <DotLoading color="primary" />
    </div>
  );
}

/** One typed field of the form (amounts, counts, names): its label is also the input's name for readers. */
function TextInputField({
  control,
  name,
  label,
  testId,
  ...input
}: {
  control: Control<FormValues>;
  name: Path<FormValues>;
  label: string;
  testId: string;
  inputMode?: 'decimal' | 'numeric';
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
}) {
  return (
    <FormField control={control} name={name} label={label}>
      {(field) => (
        <Input
          ref={field.ref}
          aria-label={label}
          {...input}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          data-testid={testId}
        />
      )}
    </FormField>
  );
}
