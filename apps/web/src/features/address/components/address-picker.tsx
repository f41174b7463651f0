import { Button, Popup } from 'antd-mobile';
import { AddOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useAddresses } from '#web/features/address/api/address';
import { AddressSkeleton } from './address-list';
import { AddressSummary } from './address-card';
import '#web/features/address/address.css';

interface Props {
  visible: boolean;
  value: number | null;
  onPick: (id: number) => void;
  onAdd: () => void;
  onManage: () => void;
  onClose: () => void;
}

/** The checkout's address sheet: the saved addresses, the chosen one ticked, and "add". */
export function AddressPicker({ visible, value, onPick, onAdd, onManage, onClose }: Props) {
  const { t } = useTranslation('address');
  const addresses = useAddresses(visible);
  const list = addresses.data ?? [];
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyClassName="address-sheet"
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <div className="address-sheet__head">
        <span>{t('address.pickTitle')}</span>
        <button type="button" className="text-link" onClick={onManage}>
          {t('address.manage')}
        </button>
      </div>
      <div className="address-sheet__list" data-testid="address-picker">
        {addresses.isPending ? (
          <AddressSkeleton count={2} />
        ) : (
          list.map((address) => (
            <button
              key={address.id}
              type="button"
              className={address.id === value ? 'address-option address-option--on' : 'address-option'}
              onClick={() => onPick(address.id)}
              data-testid="address-option"
            >
              <AddressSummary address={address} />
              {address.id === value && <CheckCircleFill className="address-option__tick" />}
            </button>
          ))
        )}
      </div>
      <div className="address-sheet__foot">
        <Button block color="primary" fill="outline" shape="rounded" onClick={onAdd}>
          <AddOutline /> {t('address.add')}
        </Button>
      </div>
    </Popup>
  );
}
