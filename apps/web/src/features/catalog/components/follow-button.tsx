import { Button, Toast } from 'antd-mobile';
import { AddOutline, CheckOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useToggleFollow } from '#web/features/catalog/api/catalog';
import { useShopSigninGate } from '#web/features/catalog/hooks/use-signin-gate';

/** "Follow" / "Followed" (spec §4: follow toggles to followed); visitors are asked to sign in. */
export function FollowButton({
  storeId,
  followed,
  size = 'small',
  tone = 'brand',
  unavailable = false,
}: {
  storeId: number;
  followed: boolean;
  size?: 'mini' | 'small' | 'middle';
  tone?: 'brand' | 'light';
  /** The store cannot be followed now (frozen): the button shows but does nothing. */
  unavailable?: boolean;
}) {
  const { t } = useTranslation('catalog');
  const gate = useShopSigninGate();
  const toggle = useToggleFollow();
  const onClick = () => {
    if (!gate()) return;
    toggle.mutate(
      { storeId, followed: !followed },
      {
        onSuccess: (data) =>
          Toast.show({ content: t(data.followed ? 'store.followedToast' : 'store.unfollowedToast') }),
      },
    );
  };
  return (
    <Button
      size={size}
      shape="rounded"
      color={followed ? 'default' : 'primary'}
      fill={followed ? 'outline' : 'solid'}
      className={`shop-follow shop-follow--${tone}${followed ? ' is-followed' : ''}`}
      onClick={onClick}
      disabled={toggle.isPending || unavailable}
      data-testid="follow-button"
      aria-pressed={followed}
    >
      {followed ? <CheckOutline /> : <AddOutline />} {t(followed ? 'store.followed' : 'store.follow')}
    </Button>
  );
}
