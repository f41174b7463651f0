export { ActivityScreen } from './components/activity-screen';
