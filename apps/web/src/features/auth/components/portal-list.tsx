import { List } from 'antd-mobile';
import { CheckOutline, GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PORTAL_REGIONS, type PortalRegion } from '@app/contract';
import { usePortal } from '#web/features/auth/hooks/use-portal';

/** Portal selection by region (spec §2); choosing one is remembered. */
export function PortalList({ onChosen }: { onChosen: (region: PortalRegion) => void }) {
  const { t } = useTranslation('account');
  const [current, choose] = usePortal();
  return (
    <List className="menu-list">
      {PORTAL_REGIONS.map((region) => (
        <List.Item
          key={region}
          className="portal-option"
          prefix={<GlobalOutline />}
          description={t(`portal.${region}.text`)}
          extra={current === region ? <CheckOutline color="var(--adm-color-primary)" /> : undefined}
          onClick={() => {
            choose(region);
            onChosen(region);
          }}
        >
          {t(`portal.${region}.name`)}
        </List.Item>
      ))}
    </List>
  );
}
