import { TasksScreen } from '#web/features/task';

/** `/tasks`: group-buy deals by the spec's filters. */
export default function TasksPage() {
  return <TasksScreen />;
}
