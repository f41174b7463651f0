import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Image, Progress, Typography, Upload } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, imageUrl } from '@app/contract';
import { currentLanguage } from '#admin/lib/language';
import { staffToken } from '#admin/lib/staff-token';

/** What the console lets staff pick; the server checks the bytes again (decision 0005). */
export const ACCEPTED_IMAGES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;
const HEIGHT = 120;
const MAX_WIDTH = 320;

interface Props {
  /** The stored image path (as `/v1/file/upload` answered it), or empty. */
  value?: string;
  onChange?: (path: string) => void;
  /** The upload folder sent as the `path` form field. */
  folder: string;
  disabled?: boolean;
  /** Width divided by height of the preview box (default 1: a square). */
  aspect?: number;
}

export type UploadOutcome = { ok: true; url: string } | { ok: false; message: string };
type UploadAnswer = { code?: number; msg?: string; message?: string; data?: { url?: string } };

function parse(text: string): UploadAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as UploadAnswer) : null;
  } catch {
    return null;
  }
}

/** Posts one file with progress; resolves with the stored path or the server's localized message. */
export function uploadImage(
  file: File,
  folder: string,
  onProgress: (percent: number) => void,
  fallback: string,
): { promise: Promise<UploadOutcome>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadOutcome>((resolve) => {
    const form = new FormData();
    form.append('file', file, file.name);
    form.append('path', folder);
    form.append('name', file.name);
    xhr.open('POST', '/v1/file/upload');
    xhr.timeout = 60_000;
    const token = staffToken.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 401) staffToken.clear();
      if (xhr.status === 200 && body?.code === 0 && typeof body.data?.url === 'string') {
        resolve({ ok: true, url: body.data.url });
        return;
      }
      resolve({ ok: false, message: body?.message || body?.msg || fallback });
    };
    xhr.onerror = () => resolve({ ok: false, message: fallback });
    xhr.ontimeout = () => resolve({ ok: false, message: fallback });
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/**
 * One image uploaded from the console: pick (JPEG, PNG or WebP up to 10 MB, checked before
 * sending), see the progress, preview, replace or remove. The field's value is the stored path.
 */
export function ImageUploadField({ value, onChange, folder, disabled = false, aspect = 1 }: Props) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const abortRef = useRef<(() => void) | null>(null);

  // A drawer closed mid-upload must not call onChange afterwards.
  useEffect(() => () => abortRef.current?.(), []);

  const width = Math.min(MAX_WIDTH, Math.round(HEIGHT * (aspect > 0 ? aspect : 1)));
  const uploading = percent !== null;
  const src = imageUrl(value, '');

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    setProblem(null);
    if (!(ACCEPTED_IMAGES as readonly string[]).includes(file.type)) {
      setProblem(t('upload.badType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(t('upload.tooLarge', { max: MAX_MB }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = (options) => {
    const file = options.file as File;
    setPercent(0);
    const { promise, abort } = uploadImage(file, folder, setPercent, t('upload.failed'));
    abortRef.current = abort;
    void promise.then((outcome) => {
      if (abortRef.current !== abort) return;
      abortRef.current = null;
      setPercent(null);
      if (outcome.ok) {
        onChange?.(outcome.url);
      } else {
        setProblem(outcome.message);
      }
    });
  };

  const picker = (
    <Upload
      accept={ACCEPTED_IMAGES.join(',')}
      maxCount={1}
      multiple={false}
      showUploadList={false}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      disabled={disabled || uploading}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || uploading} data-testid="image-upload-pick">
        {value ? t('upload.replace') : t('upload.choose')}
      </Button>
    </Upload>
  );

  return (
    <Flex vertical gap={8} data-testid="image-upload">
      <div
        style={{
          width,
          height: HEIGHT,
          border: '1px dashed #d9d9d9',
          borderRadius: 8,
          overflow: 'hidden',
          background: '#fafafa',
          position: 'relative',
        }}
      >
        {src ? (
          <Image
            src={src}
            alt=""
            width={width}
            height={HEIGHT}
            style={{ objectFit: 'cover', display: 'block' }}
            data-testid="image-upload-preview"
          />
        ) : (
          <Flex vertical align="center" justify="center" gap={4} style={{ height: '100%' }}>
            <PictureOutlined style={{ fontSize: 28, color: '#bfbfbf' }} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('upload.empty')}
            </Typography.Text>
          </Flex>
        )}
        {uploading ? (
          <Flex
            align="center"
            justify="center"
            style={{ position: 'absolute', inset: 0, background: 'rgba(255,255,255,0.85)' }}
          >
            <Progress type="circle" size={56} percent={percent ?? 0} aria-label={t('upload.uploading')} />
          </Flex>
        ) : null}
      </div>
      {disabled ? null : (
        <Flex gap={8} wrap>
          {picker}
          {value ? (
            <Button
              icon={<DeleteOutlined />}
              danger
              disabled={uploading}
              onClick={() => {
                setProblem(null);
                onChange?.('');
              }}
              data-testid="image-upload-remove"
            >
              {t('upload.remove')}
            </Button>
          ) : null}
        </Flex>
      )}
      {problem ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }} role="alert">
          {problem}
        </Typography.Text>
      ) : null}
      {disabled ? null : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {uploading ? t('upload.uploading') : t('upload.help', { max: MAX_MB })}
        </Typography.Text>
      )}
    </Flex>
  );
}
