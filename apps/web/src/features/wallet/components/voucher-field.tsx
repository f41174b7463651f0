import { useEffect, useRef, useState } from 'react';
import { Button, DotLoading, ImageViewer } from 'antd-mobile';
import { CameraOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { useUploadVoucher } from '#web/features/wallet/api/wallet';

interface Props {
  /** The uploaded path (`/media/voucher/...`), or empty. */
  value: string;
  onChange: (path: string) => void;
  onUploading?: (busy: boolean) => void;
}

/** The payment voucher: one image, uploaded at once, shown as a preview with Replace and Remove. */
export function VoucherField({ value, onChange, onUploading }: Props) {
  const { t } = useTranslation('bank');
  const input = useRef<HTMLInputElement>(null);
  const uploadVoucher = useUploadVoucher();
  // The picked file is shown from memory right away; the server's copy once it is the value.
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const pick = () => input.current?.click();
  const preview = local ?? (value ? imageUrl(value, MEDIA_HOST) : '');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    onUploading?.(true);
    try {
      const { url } = await uploadVoucher.mutateAsync(file);
      setLocal(URL.createObjectURL(file));
      onChange(url);
    } catch {
      // The request helper has shown the reason; the previous voucher stays.
    } finally {
      onUploading?.(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="voucher-field" data-testid="voucher-field">
      <input
        ref={input}
        type="file"
        accept="image/*"
        data-testid="voucher-input"
        aria-label={t('bank.voucher')}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      {preview ? (
        <button
          type="button"
          className="voucher-field__preview"
          aria-label={t('bank.viewVoucher')}
          onClick={() => ImageViewer.show({ image: preview })}
        >
          <img src={preview} alt="" data-testid="voucher-preview" />
        </button>
      ) : (
        <button
          type="button"
          className="voucher-field__add"
          onClick={pick}
          disabled={uploadVoucher.isPending}
        >
          {uploadVoucher.isPending ? <DotLoading color="primary" /> : <CameraOutline />}
          <span>{t(uploadVoucher.isPending ? 'bank.uploading' : 'bank.voucherAdd')}</span>
        </button>
      )}
      <div className="voucher-field__side">
        <span>{t('bank.voucherHint')}</span>
        {preview && (
          <div className="voucher-field__buttons">
            <Button
              size="mini"
              shape="rounded"
              color="primary"
              fill="outline"
              loading={uploadVoucher.isPending}
              onClick={pick}
              data-testid="voucher-replace"
            >
              {t('bank.voucherReplace')}
            </Button>
            <Button
              size="mini"
              shape="rounded"
              fill="outline"
              disabled={uploadVoucher.isPending}
              onClick={() => {
                setLocal(null);
                onChange('');
              }}
              data-testid="voucher-remove"
            >
              {t('bank.voucherRemove')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
