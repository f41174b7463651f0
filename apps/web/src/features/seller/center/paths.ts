/** The seller center's screens (routes in `app/routes/seller.tsx`). */
export const SELLER_PATHS = {
  home: '/seller',
  settings: '/seller/settings',
  business: '/seller/settings/business',
  levels: '/seller/settings/levels',
  benefits: '/seller/settings/benefits',
  rules: '/seller/settings/rules',
  chats: '/seller/chats',
  orders: '/seller/orders',
  products: '/seller/products',
  reviews: '/seller/reviews',
  traffic: '/seller/traffic',
  decoration: '/seller/decoration',
  /** The account's invitation page, shared with the marketplace (decision 45). */
  invite: '/me/invite',
  vouchers: '/seller/vouchers',
  promotions: '/seller/promotions',
} as const;
