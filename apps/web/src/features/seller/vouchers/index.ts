// The seller's vouchers (issue 14 part 5, decision 44): list with uses and budget left, create, end.
export { SellerVoucherScreen } from './components/voucher-list';
import './vouchers.css';
