import { useSearchParams } from 'react-router';
import { WALLET_LOG_TYPES, type WalletLogType } from '@app/contract';
import { WalletRecords, isRecordTab } from '#web/features/wallet';

const isLogType = (value: string | null): value is WalletLogType =>
  (WALLET_LOG_TYPES as readonly string[]).includes(value ?? '');

/** `?tab=` picks the list and `?type=` the kind of movement, so a record view can be linked to. */
export default function WalletRecordsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const type = params.get('type');
  return (
    <WalletRecords
      tab={isRecordTab(tab) ? tab : 'transactions'}
      onTab={(next) => setParams({ tab: next }, { replace: true })}
      type={isLogType(type) ? type : undefined}
      onType={(next) =>
        setParams(next ? { tab: 'transactions', type: next } : { tab: 'transactions' }, { replace: true })
      }
    />
  );
}
