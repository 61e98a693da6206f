// Shared classes for Radix dropdown/popover surfaces so every menu looks the same.
export const menuContentClass =
  'z-50 min-w-56 rounded-2xl border border-line bg-surface p-2 text-ink shadow-xl outline-none';
export const menuLabelClass =
  'px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase';
export const menuItemClass =
  'flex cursor-default items-center gap-2 rounded-lg px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-subtle data-[state=checked]:font-semibold';
