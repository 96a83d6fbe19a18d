const FIGURES = [
  { value: "250+", label: "Happy customers", icon: "M16 11a4 4 0 1 0-8 0 4 4 0 0 0 8 0ZM4 20a8 8 0 0 1 16 0" },
  { value: "57k+", label: "Annual revenue", icon: "M4 19h16M6 16V9m4 7V5m4 11v-6m4 6V7" },
  {
    value: "20+",
    label: "New reviews",
    icon: "m12 3 2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7L12 3Z",
  },
];

export function BusinessSummary() {
  return (
    <section aria-labelledby="summary-heading" className="bg-ink-950 py-16 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-10 max-w-2xl">
          <p className="text-sm font-semibold tracking-widest text-ochre-300 uppercase">Our business in numbers</p>
          <h2 id="summary-heading" className="mt-1 font-serif text-3xl font-bold sm:text-4xl">
            Trusted by painters everywhere
          </h2>
        </div>
        <dl className="grid grid-cols-1 gap-6 sm:grid-cols-3">
          {FIGURES.map((figure) => (
            // Only <dt> and <dd> may sit in a <dl>'s <div>: the icon is drawn inside the <dt>.
            <div
              key={figure.label}
              className="relative flex min-h-24 flex-col-reverse justify-center rounded-3xl border border-white/10 bg-white/5 p-6 pl-23"
            >
              <dt className="text-ink-200">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="absolute top-1/2 left-6 size-12 -translate-y-1/2 rounded-2xl bg-terracotta-700 p-2.5 text-ochre-100"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={figure.icon} />
                </svg>
                {figure.label}
              </dt>
              <dd className="font-serif text-4xl font-bold text-white">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
