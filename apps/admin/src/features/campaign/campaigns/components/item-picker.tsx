import { useRef, useState } from 'react';
import { Select, Space, Tag, Typography } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_LIST_MAX, imageUrl, type CampaignItem, type CampaignItemKind } from '@app/contract';
import { useMoney } from '#admin/components/money';
import { useCampaignItems } from '#admin/features/campaign/campaigns/api/campaigns';

function Thumb({ item }: { item: CampaignItem }) {
  if (!item.image)
    return (
      <span className="campaign-pick__thumb campaign-pick__thumb--icon" aria-hidden>
        <GiftOutlined />
      </span>
    );
  return <img className="campaign-pick__thumb" src={imageUrl(item.image, '')} alt="" loading="lazy" />;
}

/** The figure that tells items apart: store and price, a voucher's rule, a deal's progress. */
function useDetail() {
  const { t } = useTranslation('campaign');
  const money = useMoney();
  return (item: CampaignItem) => {
    const parts: string[] = [];
    if (item.minSpend !== null && item.amount !== null)
      parts.push(t('console.pick.voucher', { amount: money(item.amount), min: money(item.minSpend) }));
    else if (item.amount !== null) parts.push(money(item.amount));
    if (item.progress) parts.push(t('console.pick.progress', item.progress));
    if (item.store && item.store !== item.name) parts.push(item.store);
    return parts.join(' · ');
  };
}

/**
 * A campaign's featured products, dramas, vouchers or deals, found by name on the server and kept in
 * the order chosen; what is chosen shows by name and picture (one no longer available is marked).
 */
export function ItemPicker({
  kind,
  value,
  onChange,
  testId,
}: {
  kind: CampaignItemKind;
  value?: number[];
  onChange?: (value: number[]) => void;
  testId?: string;
}) {
  const { t } = useTranslation('campaign');
  const detail = useDetail();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const chosen = value ?? [];
  // The names of what was stored, read once when the drawer opens.
  const [initial] = useState(chosen);
  const named = useCampaignItems(kind, { ids: initial }, initial.length > 0);
  const found = useCampaignItems(kind, { keyword: keyword.trim() || undefined }, open);
  // Every item seen, so a chosen one keeps its name when the search moves on.
  const known = useRef(new Map<number, CampaignItem>());
  for (const item of [...(named.data?.list ?? []), ...(found.data?.list ?? [])])
    known.current.set(item.id, item);
  // The dropdown lists what the search found; the chosen ones show as tags by name and picture.
  const options = (found.data?.list ?? []).map((item) => ({ value: item.id, item, label: item.name }));
  return (
    <Select<number[]>
      mode="multiple"
      value={chosen}
      onChange={(next) => onChange?.(next)}
      options={options}
      maxCount={CAMPAIGN_LIST_MAX}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setKeyword('');
      }}
      loading={found.isFetching || named.isFetching}
      placeholder={t(`console.pick.placeholder.${kind}`)}
      notFoundContent={found.isFetching ? t('console.pick.searching') : t('console.pick.none')}
      tagRender={({ value: id, closable, onClose }) => {
        const item = known.current.get(Number(id));
        return (
          <Tag
            closable={closable}
            onClose={onClose}
            // Closing a tag does not open the dropdown.
            onMouseDown={(e) => {
              e.preventDefault();
              e.stopPropagation();
            }}
            className="campaign-pick__chip"
            data-testid={`chosen-${kind}-${String(id)}`}
          >
            {item ? <Thumb item={item} /> : null}
            <span className="campaign-pick__chip-name">{item ? item.name : `#${String(id)}`}</span>
            {item && !item.available && <Tag color="warning">{t('console.pick.unavailable')}</Tag>}
          </Tag>
        );
      }}
      optionRender={(option) => {
        const item = option.data.item;
        if (!item) return option.label;
        return (
          <Space size={10} className="campaign-pick__option" data-testid={`pick-${kind}-${item.id}`}>
            <Thumb item={item} />
            <span>
              <Typography.Text>{item.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{detail(item)}</Typography.Text>
            </span>
          </Space>
        );
      }}
      data-testid={testId}
    />
  );
}
