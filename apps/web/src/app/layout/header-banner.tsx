/** The spec's decorative header image: purely visual, hidden from assistive technology. */
export function HeaderBanner() {
  return (
    <div
      aria-hidden="true"
      className="h-24 w-full overflow-hidden bg-gradient-to-l from-brand-600 via-brand-500 to-brand-700"
    >
      <svg viewBox="0 0 1200 96" preserveAspectRatio="none" className="h-full w-full text-white/10">
        <path fill="currentColor" d="M0 60 C200 10 400 110 600 60 S1000 10 1200 60 V96 H0 Z" />
        <path fill="currentColor" d="M0 75 C250 35 450 115 700 70 S1050 40 1200 80 V96 H0 Z" />
      </svg>
    </div>
  );
}
