// The seller center's points and promotion center (issue 14 parts 1 and 2, decision 41).
export { PointsScreen } from './components/points-screen';
export { PromotionsScreen } from './components/promotions-screen';
export { NewPromotionScreen } from './components/new-promotion-screen';
export { PROMOTION_PATHS, isPromotionTab } from './paths';
import './promotion.css';
