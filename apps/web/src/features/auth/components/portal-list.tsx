import { List } from 'antd-mobile';
import { CheckOutline, GlobalOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import {
  PORTAL_REGIONS,
  WALLET_CURRENCY,
  showsSecondCurrency,
  type PortalInfo,
  type PortalRegion,
} from '@app/contract';
import { isolateLtr } from '#web/lib/bidi';
import { currentLocale } from '#web/lib/i18n';
import { isolateDate, rateLine, usePortal, usePortals } from '#web/features/wallet';

/** What a portal does with money, from its recorded currency and rate: never more (decision 0028). */
function CurrencyLine({ portal }: { portal: PortalInfo | undefined }) {
  const { t } = useTranslation('account');
  if (!portal) return null;
  const wallet = isolateLtr(WALLET_CURRENCY);
  if (!showsSecondCurrency(portal.currency))
    return <span className="portal-option__currency">{t('portal.currency.same', { wallet })}</span>;
  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(
    new Date(portal.rateSetAt),
  );
  return (
    <span className="portal-option__currency" data-testid="portal-currency">
      {t('portal.currency.display', { wallet, currency: isolateLtr(portal.currency) })}
      <br />
      {t('portal.currency.rate', {
        rate: isolateLtr(rateLine(portal, currentLocale())),
        date: isolateDate(date),
      })}
    </span>
  );
}

/** Portal selection by region (spec §2); choosing one is remembered and sets the display currency. */
export function PortalList({ onChosen }: { onChosen: (region: PortalRegion) => void }) {
  const { t } = useTranslation('account');
  const [current, choose] = usePortal();
  const { data: portals } = usePortals();
  return (
    <List className="menu-list">
      {PORTAL_REGIONS.map((region) => (
        <List.Item
          key={region}
          className="portal-option"
          data-region={region}
          prefix={<GlobalOutline />}
          description={
            <>
              {t(`portal.${region}.text`)}
              <CurrencyLine portal={portals?.find((p) => p.region === region)} />
            </>
          }
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
