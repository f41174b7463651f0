// What the app shell (the entry chunk) may import: light, without the query client or the request helper.
export { CartSync } from './components/cart-sync';
export { useCartBadge } from './lib/badge';
