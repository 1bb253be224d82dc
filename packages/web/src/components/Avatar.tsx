import { useState } from 'react';

const SIZES = {
  xs: 'h-6 w-6 text-[10px]',
  sm: 'h-8 w-8 text-xs',
  md: 'h-9 w-9 text-sm',
  lg: 'h-11 w-11 text-base',
} as const;

/**
 * A profile picture, or the username's first letter when there is none or it fails to load
 * (Instagram's CDN links expire). `label` names it for screen readers; without one it is
 * decorative (the username is written beside it).
 */
export function Avatar({
  username,
  url,
  size = 'md',
  label,
  className = '',
}: {
  username: string;
  url: string | null;
  size?: keyof typeof SIZES;
  label?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const shape = `${SIZES[size]} shrink-0 rounded-full ${className}`;
  if (url && !failed) {
    return (
      <img
        src={url}
        alt={label ?? ''}
        referrerPolicy="no-referrer"
        loading="lazy"
        onError={() => setFailed(true)}
        className={`${shape} bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={`${shape} flex items-center justify-center bg-brand-100 font-semibold uppercase text-brand-700`}
    >
      {username.slice(0, 1)}
    </span>
  );
}
