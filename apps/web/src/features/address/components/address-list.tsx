import { Button, Dialog, ErrorBlock, Radio, Skeleton, Toast } from 'antd-mobile';
import { AddOutline, DeleteOutline, EditSOutline, LocationOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { AddressInfo } from '@app/contract';
import { useAddresses, useDeleteAddress, useSetDefaultAddress } from '#web/features/address/api/address';
import { AddressCard } from './address-card';
import '#web/features/address/address.css';

interface Props {
  /** Opened from the checkout to choose one: a tap picks the address. */
  picking?: boolean;
  onAdd: () => void;
  onEdit: (id: number) => void;
  onPicked?: (id: number) => void;
}

export function AddressSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="address-list" data-testid="address-loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="address-card address-card--skeleton">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

/** Shipping addresses: edit, delete after a confirmation, set the default, add. */
export function AddressListScreen({ picking, onAdd, onEdit, onPicked }: Props) {
  const { t } = useTranslation('address');
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();

  const confirmDelete = async (address: AddressInfo) => {
    const ok = await Dialog.confirm({
      title: t('address.deleteTitle'),
      content: t('address.deleteText', { name: address.recipient }),
      confirmText: t('address.delete'),
      cancelText: t('action.cancel', { ns: 'common' }),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(address.id);
      Toast.show({ icon: 'success', content: t('address.deleted') });
    } catch {
      // The request helper has shown the reason.
    }
  };

  const makeDefault = async (address: AddressInfo) => {
    if (address.isDefault) return;
    try {
      await setDefault.mutateAsync(address.id);
      Toast.show({ icon: 'success', content: t('address.defaultSet') });
    } catch {
      // The request helper has shown the reason.
    }
  };

  const list = addresses.data ?? [];
  let body;
  if (addresses.isPending) body = <AddressSkeleton />;
  else if (addresses.isError) {
    body = (
      <ErrorBlock status="default" title={t('common:loadFailed')} description="">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void addresses.refetch()}>
          {t('action.retry', { ns: 'common' })}
        </Button>
      </ErrorBlock>
    );
  } else if (list.length === 0) {
    body = (
      <div className="address-empty" data-testid="address-empty">
        <div className="address-empty__art" aria-hidden>
          <LocationOutline />
        </div>
        <h2>{t('address.empty.title')}</h2>
        <p>{t('address.empty.text')}</p>
      </div>
    );
  } else {
    body = (
      <div className="address-list">
        {picking && <p className="address-hint">{t('address.pickHint')}</p>}
        {list.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            onClick={picking ? () => onPicked?.(address.id) : undefined}
            actions={
              <>
                <Radio
                  className="address-card__default"
                  checked={address.isDefault}
                  onChange={() => void makeDefault(address)}
                  data-testid="address-set-default"
                >
                  {address.isDefault ? t('address.isDefault') : t('address.setDefault')}
                </Radio>
                <button
                  type="button"
                  className="address-card__action"
                  onClick={() => onEdit(address.id)}
                  data-testid="address-edit"
                >
                  <EditSOutline /> {t('address.edit')}
                </button>
                <button
                  type="button"
                  className="address-card__action address-card__action--danger"
                  onClick={() => void confirmDelete(address)}
                  data-testid="address-delete"
                >
                  <DeleteOutline /> {t('address.delete')}
                </button>
              </>
            }
          />
        ))}
      </div>
    );
  }

  return (
    <div className="address-page">
      {body}
      <div className="address-page__bar">
        <Button block color="primary" shape="rounded" size="large" onClick={onAdd} data-testid="address-add">
          <AddOutline /> {t('address.add')}
        </Button>
      </div>
    </div>
  );
}
