import { StarFill } from 'antd-mobile-icons';

/** Five stars filled to `value` (0 to 5, fractions allowed); fills from the reading start. */
export function Stars({ value, size = 14, label }: { value: number; size?: number; label?: string }) {
  const percent = Math.max(0, Math.min(5, value)) * 20;
  const row = (
    <>
      <StarFill />
      <StarFill />
      <StarFill />
      <StarFill />
      <StarFill />
    </>
  );
  return (
    <span className="shop-stars" style={{ fontSize: size }} role="img" aria-label={label ?? `${value}/5`}>
      <span className="shop-stars__base">{row}</span>
      <span className="shop-stars__fill" style={{ width: `${percent}%` }}>
        {row}
      </span>
    </span>
  );
}
