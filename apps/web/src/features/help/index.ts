export { HelpScreen } from './components/help-screen';
export { FeedbackScreen } from './components/feedback-screen';
