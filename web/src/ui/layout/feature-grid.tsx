import { Icon, type IconName } from '../controls/icon';
import './feature-grid.css';

export interface Feature {
  title: string;
  text: string;
  icon?: IconName;
}

/** The tiles of short selling points (home benefits, about values, schedule features). */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="feature-grid">
      {features.map((feature) => (
        <li key={feature.title} className="feature">
          {feature.icon && (
            <span className="feature-icon">
              <Icon name={feature.icon} />
            </span>
          )}
          <h3 className="feature-title">{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
