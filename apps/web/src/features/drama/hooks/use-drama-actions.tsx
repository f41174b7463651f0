import { useState } from 'react';
import { useGuardedPay, type ChargeConfirm } from '#web/features/vip';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import type { VideoDetail, VideoItem } from '@app/contract';
import { useSigninGate } from '#web/lib/signin-gate';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { addCollect, addStar, dramaKeys, payUnlockAll, payUnlockOne } from '#web/features/drama/api/drama';

export const VIP_PATH = '/vip/activate';
export const TOP_UP_PATH = '/vip/deposit';

/** Signed in, or "Please log in first" and off to the drama sign-in, coming back here after. */
function useDramaSigninGate(): () => boolean {
  const { t } = useTranslation('drama');
  return useSigninGate(t('drama.loginFirst'), '/tv/signin');
}

/** Like and favourite toggles that write the new counts into the cached drama. */
export function useToggles(drama: VideoDetail | undefined) {
  const client = useQueryClient();
  const gate = useDramaSigninGate();
  const [busy, setBusy] = useState<'star' | 'collect' | null>(null);
  const patch = (id: number, next: Partial<VideoDetail>) =>
    client.setQueryData<VideoDetail>(dramaKeys.detail(id), (old) => (old ? { ...old, ...next } : old));

  const toggleStar = async () => {
    if (!drama || busy || !gate()) return;
    setBusy('star');
    try {
      patch(drama.id, await addStar(drama.id, drama.starred));
    } catch {
      // The request helper toasted it.
    } finally {
      setBusy(null);
    }
  };
  const toggleCollect = async () => {
    if (!drama || busy || !gate()) return;
    setBusy('collect');
    try {
      patch(drama.id, await addCollect(drama.id, drama.collected));
    } catch {
      // The request helper toasted it.
    } finally {
      setBusy(null);
    }
  };
  return { toggleStar, toggleCollect, busy };
}

/**
 * Unlock one episode or the whole drama from the wallet: each asks first with its cost and the
 * balance after (an auto-unlock the viewer switched on does not), then the trade password when
 * needed; a short balance offers the top-up.
 */
export function useUnlock(videoId: number) {
  const { t } = useTranslation('drama');
  const client = useQueryClient();
  const gate = useDramaSigninGate();
  const oneAttempt = useSubmitAttempt();
  const allAttempt = useSubmitAttempt();

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: dramaKeys.items(videoId) }),
      client.invalidateQueries({ queryKey: dramaKeys.detail(videoId) }),
      client.invalidateQueries({ queryKey: ['wallet'] }),
    ]);

  const guarded = useGuardedPay(
    (error) => {
      Toast.show({ icon: 'fail', content: error instanceof Error ? error.message : String(error) });
      void refresh();
    },
    {
      content: t('drama.unlock.short'),
      confirm: t('drama.unlock.topUp'),
      cancel: t('drama.unlock.cancel'),
      path: TOP_UP_PATH,
    },
  );

  const done = async (toast = true) => {
    await refresh();
    if (toast) Toast.show({ content: t('drama.unlock.done'), icon: 'success' });
  };

  /** `auto`: the viewer's auto-unlock reached this episode, so no confirmation (the overlay says it). */
  const unlockOne = async (item: VideoItem, options: { auto?: boolean; drama?: string } = {}) => {
    if (guarded.paying || !gate()) return false;
    const confirm: ChargeConfirm | undefined = options.auto
      ? undefined
      : {
          title: t('drama.unlock.confirmOne', { index: item.index }),
          ...(options.drama ? { detail: options.drama } : {}),
        };
    return guarded.pay(
      item.price,
      async (tradePassword) => {
        await payUnlockOne({ itemId: item.id, ...(tradePassword ? { tradePassword } : {}) }, oneAttempt);
        await done(!options.auto);
      },
      undefined,
      confirm,
    );
  };

  const unlockAll = async (price: number, drama?: string): Promise<boolean> => {
    if (guarded.paying || !gate()) return false;
    return guarded.pay(
      price,
      async (tradePassword) => {
        await payUnlockAll({ videoId, ...(tradePassword ? { tradePassword } : {}) }, allAttempt);
        await done();
      },
      undefined,
      { title: t('drama.unlock.allTitle'), detail: drama ?? t('drama.unlock.allDetail') },
    );
  };

  return { unlockOne, unlockAll, paying: guarded.paying, sheet: guarded.sheet };
}
