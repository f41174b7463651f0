// The marketing pages (decision 46): `/sell`, `/creators`, `/partners`.
export { SellLanding } from './components/sell-landing';
export { ProgramPage } from './components/program-page';
