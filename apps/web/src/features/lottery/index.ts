// The buyer's points and the points lottery (decision 55).
export { LotteryScreen } from './components/lottery-screen';
export { useLotteryOffered } from './hooks/use-lottery-offered';
