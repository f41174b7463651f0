/** The app's bag-and-play mark, drawn for a coloured bar (white bag, brand-coloured play sign). */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="140 130 232 276" aria-hidden="true" className="shop-brandmark">
      <path d="M150 196h212l-20 176a28 28 0 0 1-28 24H198a28 28 0 0 1-28-24z" fill="#fff" />
      <path
        d="M206 196v-22a50 50 0 0 1 100 0v22"
        fill="none"
        stroke="#fff"
        strokeWidth="26"
        strokeLinecap="round"
      />
      <path d="M232 262v84l72-42z" fill="#fc573f" />
    </svg>
  );
}
