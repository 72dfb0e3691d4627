/** The first stop for keyboard users: straight past the navigation to the page. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="rounded-pill bg-brand text-on-brand sr-only z-50 px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {label}
    </a>
  );
}
