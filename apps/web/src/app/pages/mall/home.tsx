import { HomeScreen } from '#web/features/catalog';

export default function MallHomePage() {
  return <HomeScreen />;
}
