import { Loader2, type LucideIcon } from 'lucide-react';

/** A button's icon, a spinner while its action runs (still for those who ask for less motion). */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? (
    <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
  ) : (
    <Icon className="size-4" aria-hidden />
  );
}
