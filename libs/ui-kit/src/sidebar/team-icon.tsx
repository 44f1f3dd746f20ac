export interface TeamIconProps {
  name: string;
  logo: string | null;
}

/** The team's logo, or a default flag icon when it has none. */
export function TeamIcon({ name, logo }: TeamIconProps) {
  if (logo) {
    return <img src={logo} alt={`${name} logo`} className="h-5 w-5 shrink-0 rounded-sm bg-white object-contain" />;
  }
  return (
    <svg data-testid="default-team-icon" aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0 fill-current text-primary-300">
      <path d="M4 2a1 1 0 0 0-1 1v15a1 1 0 1 0 2 0v-5h4.6l.4 1h6a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-5.4L10 3H5a1 1 0 0 0-1-1z" />
    </svg>
  );
}
