import { useState } from 'react';
import { imageUrl } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { circleColor, initials } from '#web/features/catalog/lib/initials';

/** A category's round icon, or its initials in a coloured circle when it has none (or it fails). */
export function CategoryIcon({
  id,
  name,
  icon,
  size = 48,
}: {
  id: number;
  name: string;
  icon: string | null;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (icon && !broken) {
    return (
      <img
        className="shop-cat-icon"
        src={imageUrl(icon, MEDIA_HOST)}
        alt=""
        loading="lazy"
        width={size}
        height={size}
        style={style}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="shop-cat-icon shop-cat-icon--initials"
      style={{ ...style, background: circleColor(id), fontSize: Math.round(size * 0.36) }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}

/** A store's square logo with rounded corners, or its initials. */
export function StoreLogo({
  id,
  name,
  logo,
  size = 44,
}: {
  id: number;
  name: string;
  logo: string | null;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const style = { width: size, height: size };
  if (logo && !broken) {
    return (
      <img
        className="shop-store-logo"
        src={imageUrl(logo, MEDIA_HOST)}
        alt=""
        loading="lazy"
        width={size}
        height={size}
        style={style}
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="shop-store-logo shop-store-logo--initials"
      style={{ ...style, background: circleColor(id), fontSize: Math.round(size * 0.36) }}
      aria-hidden="true"
    >
      {initials(name)}
    </span>
  );
}
