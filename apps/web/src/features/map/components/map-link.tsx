import { Link } from 'react-router';
import { EnvironmentOutline } from 'antd-mobile-icons';
import '#web/features/map/map.css';

/** "Show on map": a small link to /open-location (the map's code loads only when it is followed). */
export function MapLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <Link to={to} className="map-link" data-testid={testId}>
      <EnvironmentOutline />
      <span>{label}</span>
    </Link>
  );
}
