import { HomeScreen } from '../../features/catalog';

export default function MallHomePage() {
  return <HomeScreen />;
}
