import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Progress, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, imageUrl } from '@app/contract';
import { ACCEPTED_IMAGES, uploadImage } from '#admin/components/image-upload-field';
import { OrderedImages } from '#admin/components/ordered-images';

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

  return (
    <Flex vertical gap={10} data-testid="warehouse-images">
      <OrderedImages
        value={value}
        onChange={onChange}
        disabled={disabled}
        srcOf={(path) => imageUrl(path, '')}
      />
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
