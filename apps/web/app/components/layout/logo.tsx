import { PRODUCT_NAME } from '~/lib/site';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--qd-accent)" />
      <circle cx="16" cy="16" r="7.5" fill="none" stroke="var(--qd-accent-ink)" strokeWidth="2.5" />
      <path
        d="M19.5 19.5 24 24"
        stroke="var(--qd-accent-ink)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2.5 text-lg font-semibold tracking-tight">
      <LogoMark />
      {PRODUCT_NAME}
    </span>
  );
}
