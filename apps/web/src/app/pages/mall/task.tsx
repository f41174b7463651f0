import { useParams } from 'react-router';
import { TaskDetail } from '#web/features/task';

/** `/tasks/:id`: one group-buy deal, its participants, sharing and joining. */
export default function TaskPage() {
  const id = Number(useParams().id);
  return <TaskDetail key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />;
}
