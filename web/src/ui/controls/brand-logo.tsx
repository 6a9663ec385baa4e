import './brand-logo.css';

/**
 * The company mark: a wrench on a water droplet (public/favicon.svg is the same drawing).
 * Decorative: the business name always sits beside it.
 */
export function BrandLogo({ size = 40 }: { size?: number }) {
  return (
    <svg className="brand-logo" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="var(--brand-accent)" />
      <path d="M20 5.5c-4.9 6.3-9.5 12-9.5 17.4a9.5 9.5 0 0 0 19 0c0-5.4-4.6-11.1-9.5-17.4Z" fill="#fff" />
      <g transform="translate(20 23.5) rotate(-45)" fill="var(--brand-primary)">
        <rect x="-7" y="-1.4" width="10" height="2.8" rx="1.4" />
        <circle cx="4" r="3.6" />
        <rect x="4" y="-1.3" width="4" height="2.6" fill="#fff" />
      </g>
    </svg>
  );
}
