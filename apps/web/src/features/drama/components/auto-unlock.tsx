import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { localStore, useLocal } from '#web/lib/storage';

const setAutoUnlock = (on: boolean) => localStore.setState({ autoUnlock: on });

/** The player's switch: "Auto-unlock the next episode" (off until the viewer turns it on). */
export function AutoUnlockSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('drama');
  const on = useLocal((s) => s.autoUnlock);
  return (
    <div className={`drama-auto${className ? ` ${className}` : ''}`}>
      <span className="drama-auto__text">
        <strong>{t('drama.autoUnlock.title')}</strong>
        <span>{t('drama.autoUnlock.hint')}</span>
      </span>
      <Switch
        checked={on}
        onChange={setAutoUnlock}
        aria-label={t('drama.autoUnlock.title')}
        data-testid="auto-unlock-switch"
      />
    </div>
  );
}

/** The same setting in the drama app's settings (`/vip/setting`). */
export function AutoUnlockSetting() {
  const { t } = useTranslation('drama');
  const on = useLocal((s) => s.autoUnlock);
  return (
    <List className="drama-auto-setting">
      <List.Item
        description={t('drama.autoUnlock.settingHint')}
        extra={
          <Switch
            checked={on}
            onChange={setAutoUnlock}
            aria-label={t('drama.autoUnlock.title')}
            data-testid="auto-unlock-setting"
          />
        }
      >
        {t('drama.autoUnlock.title')}
      </List.Item>
    </List>
  );
}
