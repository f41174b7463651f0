import { useState } from 'react';
import { Button, Dialog, List, Skeleton, Toast } from 'antd-mobile';
import { AddOutline, DeleteOutline, EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { WalletAddress } from '@app/contract';
import { useAddresses, useDeleteAddress } from '#web/features/wallet/api/wallet';
import { AddressFormPopup } from './address-form';
import { EmptyState, Section } from './common';

/** Withdrawal addresses: list, add, edit, and remove after a confirmation (spec §5). */
export function AddressList() {
  const { t } = useTranslation('wallet');
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [target, setTarget] = useState<number | 'new' | null>(null);

  const confirmDelete = async (address: WalletAddress) => {
    const ok = await Dialog.confirm({
      title: t('wallet.address.deleteTitle'),
      content: t('wallet.address.deleteText', { network: `${address.currency} ${address.network}` }),
      confirmText: t('wallet.address.delete'),
      cancelText: t('common:action.cancel'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(address.id);
      Toast.show({ icon: 'success', content: t('wallet.address.deleted') });
    } catch {
      // The request helper has shown the reason.
    }
  };

  const list = addresses.data ?? [];
  return (
    <>
      <Section title={t('wallet.address.title')}>
        {addresses.isPending ? (
          <div className="wallet-section__body">
            <Skeleton.Paragraph lineCount={4} animated />
          </div>
        ) : list.length === 0 ? (
          <EmptyState text={t('wallet.address.empty')} />
        ) : (
          <List>
            {list.map((address) => (
              <List.Item
                key={address.id}
                className="address-item"
                data-testid="address-item"
                description={<span className="mono">{address.address}</span>}
                extra={
                  <div className="address-item__actions">
                    <Button
                      size="mini"
                      fill="none"
                      aria-label={t('wallet.address.edit')}
                      onClick={() => setTarget(address.id)}
                    >
                      <EditSOutline fontSize={18} />
                    </Button>
                    <Button
                      size="mini"
                      fill="none"
                      color="danger"
                      aria-label={t('wallet.address.delete')}
                      data-testid="address-delete"
                      onClick={() => void confirmDelete(address)}
                    >
                      <DeleteOutline fontSize={18} />
                    </Button>
                  </div>
                }
              >
                <div className="record-item__title">
                  <strong>{address.currency}</strong>
                  <span>· {address.network}</span>
                  {address.label && <span className="record-item__meta">· {address.label}</span>}
                </div>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <div className="wallet-page-actions">
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          data-testid="address-add"
          onClick={() => setTarget('new')}
        >
          <AddOutline /> {t('wallet.address.add')}
        </Button>
      </div>
      <AddressFormPopup target={target} onClose={() => setTarget(null)} />
    </>
  );
}
