// What the app's pages may use from revenue-share units.
export { CopyrightScreen } from './components/copyright-screen';
export { useRevenueShareTerms } from './hooks/use-revenue-share-terms';
