export { AdvScreen } from './components/adv-screen';
export { SponsoredRow, EndCardAd } from './components/sponsored-row';
