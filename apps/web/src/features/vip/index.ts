export { VipActivateScreen } from './components/vip-screen';
