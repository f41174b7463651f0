import { Dialog, Toast } from 'antd-mobile';
import {
  DeleteOutline,
  GlobalOutline,
  InformationCircleOutline,
  MessageOutline,
  UnorderedListOutline,
  UploadOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES } from '@app/contract';
import { MenuList } from '#web/components/menu-list';
import { APP_VERSION } from '#web/config/app';
import { currentLocale } from '#web/lib/i18n';
import { clearLocalCache } from '#web/lib/storage';
import { queryClient } from '#web/lib/query-client';
import { useUpdateMenuEntry } from '#web/features/app-update';

export interface SettingsPaths {
  language: string;
  service: string;
  about: string;
}

/** Settings of spec §2: language, clear cache, customer service, about and the app version. */
export function SettingsList({ paths }: { paths: SettingsPaths }) {
  const { t, i18n } = useTranslation('account');
  const update = useUpdateMenuEntry();
  const clearCache = async () => {
    const ok = await Dialog.confirm({
      title: t('settings.clearCache'),
      content: t('settings.clearCacheText'),
      confirmText: t('common:action.confirm'),
      cancelText: t('common:action.cancel'),
    });
    if (!ok) return;
    // Search history and cached user info go; the session stays signed in.
    clearLocalCache();
    await queryClient.invalidateQueries();
    Toast.show({ icon: 'success', content: t('settings.cacheCleared') });
  };
  return (
    <MenuList
      key={i18n.language}
      items={[
        {
          key: 'language',
          icon: <GlobalOutline />,
          title: t('settings.language'),
          extra: LOCALE_NAMES[currentLocale()],
          to: paths.language,
        },
        {
          key: 'cache',
          icon: <DeleteOutline />,
          title: t('settings.clearCache'),
          onClick: () => void clearCache(),
        },
        { key: 'service', icon: <MessageOutline />, title: t('settings.service'), to: paths.service },
        { key: 'about', icon: <UnorderedListOutline />, title: t('settings.about'), to: paths.about },
        {
          key: 'version',
          icon: <InformationCircleOutline />,
          title: t('settings.version'),
          extra: `v${APP_VERSION}`,
        },
        { key: 'update', icon: <UploadOutline />, ...update },
      ]}
    />
  );
}
