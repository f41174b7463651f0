export { VipActivateScreen, VipStatusCard } from './components/vip-screen';
export {
  useGuardedPay,
  TRADE_PASSWORD_PATH,
  type ChargeConfirm,
  type PasswordRule,
} from './hooks/use-guarded-pay';
