import { Avatar, Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { useCurrentUser, useIsSignedIn } from '#web/lib/session';

interface Props {
  variant: 'mall' | 'tv';
  onSignin: () => void;
  onOpenProfile: () => void;
}

/** Avatar, nickname and email of the signed-in user, or an invitation to sign in. */
export function UserHeader({ variant, onSignin, onOpenProfile }: Props) {
  const { t } = useTranslation('account');
  const signedIn = useIsSignedIn();
  const { data: user } = useCurrentUser();
  const className = variant === 'tv' ? 'profile-header profile-header--tv' : 'profile-header';

  if (!signedIn) {
    return (
      <div className={className}>
        <Avatar src="" />
        <div className="profile-header__text">
          <p className="profile-header__name">{t('me.guestTitle')}</p>
          <p className="profile-header__email">{t('me.guestText')}</p>
        </div>
        <Button size="small" shape="rounded" onClick={onSignin} data-testid="me-signin">
          {t('me.signinButton')}
        </Button>
      </div>
    );
  }
  return (
    <div className={className} onClick={onOpenProfile} role="button" tabIndex={0} data-testid="user-header">
      <Avatar src={imageUrl(user?.avatar, MEDIA_HOST)} />
      <div className="profile-header__text">
        {user ? (
          <>
            <p className="profile-header__name" dir="auto">
              {user.nickname}
            </p>
            <p className="profile-header__email">{user.email}</p>
          </>
        ) : (
          <Skeleton.Paragraph lineCount={2} animated />
        )}
      </div>
    </div>
  );
}
