// What the app's pages may use from group-buy deals (issue 17 part 1, decision 54).
export { TasksScreen } from './components/tasks-screen';
export { TaskDetail } from './components/task-detail';
export { DealCard } from './components/deal-card';
export { GroupWaitingTag } from './components/group-waiting';
import './task.css';
