import type { ReactNode } from 'react';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';

export interface MenuEntry {
  key: string;
  icon?: ReactNode;
  title: string;
  extra?: ReactNode;
  to?: string;
  onClick?: () => void;
}

/** A card of navigation rows, as in a personal center or settings screen. */
export function MenuList({ items, header }: { items: MenuEntry[]; header?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <List className="menu-list" header={header}>
      {items.map((item) => {
        const onClick = item.onClick ?? (item.to ? () => void navigate(item.to!) : undefined);
        return (
          <List.Item
            key={item.key}
            prefix={item.icon}
            extra={item.extra}
            onClick={onClick}
            arrowIcon={onClick ? undefined : false}
          >
            {item.title}
          </List.Item>
        );
      })}
    </List>
  );
}
