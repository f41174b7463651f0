import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Image, Progress, Tag, Tooltip, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, imageUrl } from '@app/contract';
import { ACCEPTED_IMAGES, uploadImage } from '#admin/components/image-upload-field';
import { useRtl } from '#admin/lib/use-rtl';

const SIZE = 96;
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
/** Warehouse pictures are product pictures: the same upload folder as the sellers' own. */
const FOLDER = 'goods';

interface Props {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  max: number;
}

/**
 * A warehouse product's pictures in order (the first is the cover): upload one or several
 * (JPEG, PNG or WebP up to 10 MB each, checked before sending), remove and move them.
 */
export function WarehouseImagesField({ value = [], onChange, disabled = false, max }: Props) {
  const { t } = useTranslation('catalog');
  const rtl = useRtl();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The list as it stands after the uploads finished so far (several files come one after another).
  const latest = useRef(value);
  latest.current = value;
  const aborts = useRef(new Set<() => void>());
  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((abort) => abort());
  }, []);

  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange?.(next);
  };
  const remove = (index: number) => onChange?.(value.filter((_, i) => i !== index));
  const full = value.length >= max;
  const uploading = percent !== null;

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    setProblem(null);
    if (!(ACCEPTED_IMAGES as readonly string[]).includes(file.type)) {
      setProblem(t('staff:upload.badType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(t('staff:upload.tooLarge', { max: MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    if (value.length + batch.indexOf(file) >= max) {
      setProblem(t('console.goods.images.full', { max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = (options) => {
    const file = options.file as File;
    setPercent(0);
    const { promise, abort } = uploadImage(file, FOLDER, setPercent, t('staff:upload.failed'));
    aborts.current.add(abort);
    void promise.then((outcome) => {
      if (!aborts.current.delete(abort)) return;
      if (aborts.current.size === 0) setPercent(null);
      if (!outcome.ok) {
        setProblem(outcome.message);
        return;
      }
      if (latest.current.length >= max || latest.current.includes(outcome.url)) return;
      const next = [...latest.current, outcome.url];
      latest.current = next;
      onChange?.(next);
    });
  };

  // "Earlier" points to the reading start: left in English, right in Arabic.
  const EarlierIcon = rtl ? ArrowRightOutlined : ArrowLeftOutlined;
  const LaterIcon = rtl ? ArrowLeftOutlined : ArrowRightOutlined;

  return (
    <Flex vertical gap={10} data-testid="warehouse-images">
      {value.length > 0 ? (
        <Flex gap={10} wrap>
          {value.map((src, i) => (
            <Flex
              key={src}
              vertical
              style={{ width: SIZE, border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden' }}
            >
              <div style={{ position: 'relative', height: SIZE }}>
                <Image
                  src={imageUrl(src, '')}
                  alt=""
                  width={SIZE}
                  height={SIZE}
                  style={{ objectFit: 'cover' }}
                />
                {i === 0 ? (
                  <Tag
                    color="orange"
                    variant="solid"
                    style={{ position: 'absolute', top: 4, insetInlineStart: 4, margin: 0 }}
                  >
                    {t('console.goods.images.cover')}
                  </Tag>
                ) : null}
              </div>
              {disabled ? null : (
                <Flex justify="space-between" style={{ padding: 2, background: '#fafafa' }}>
                  <Tooltip title={t('console.goods.images.earlier')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EarlierIcon />}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      aria-label={t('console.goods.images.earlier')}
                    />
                  </Tooltip>
                  <Tooltip title={t('console.goods.images.remove')}>
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(i)}
                      aria-label={t('console.goods.images.remove')}
                    />
                  </Tooltip>
                  <Tooltip title={t('console.goods.images.later')}>
                    <Button
                      type="text"
                      size="small"
                      icon={<LaterIcon />}
                      disabled={i === value.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={t('console.goods.images.later')}
                    />
                  </Tooltip>
                </Flex>
              )}
            </Flex>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('console.goods.images.none')}</Typography.Text>
      )}
      {disabled ? null : (
        <Flex vertical gap={4} align="flex-start">
          <Flex gap={12} align="center">
            <Upload
              accept={ACCEPTED_IMAGES.join(',')}
              multiple
              showUploadList={false}
              beforeUpload={beforeUpload}
              customRequest={customRequest}
              disabled={full}
            >
              <Button icon={<UploadOutlined />} disabled={full} data-testid="warehouse-image-upload">
                {t('staff:upload.choose')}
              </Button>
            </Upload>
            {uploading ? (
              <Progress
                type="circle"
                size={28}
                percent={percent ?? 0}
                aria-label={t('staff:upload.uploading')}
              />
            ) : null}
          </Flex>
          {problem ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
              {problem}
            </Typography.Text>
          ) : null}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {full
              ? t('console.goods.images.full', { max })
              : t('console.warehouse.imagesHelp', { max, mb: MAX_MB })}
          </Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
