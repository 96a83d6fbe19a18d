import { focusRing } from "@/components/ui";
import { developer } from "@/features/content";
import { useDocumentTitle } from "@/hooks/use-document-title";

const card = "rounded-3xl border border-ink-200/80 bg-white p-6 shadow-sm shadow-ink-900/5";
const cardHeading = "font-serif text-xl font-bold text-ink-950";

export function PortfolioPage() {
  useDocumentTitle("My Portfolio");
  const initials = developer.name
    .split(" ")
    .map((part) => part[0])
    .join("");

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="flex flex-col items-start gap-6 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-terracotta-600 to-ochre-500 font-serif text-4xl font-bold text-white shadow-lg"
        >
          {initials}
        </span>
        <div>
          <h1 className="font-serif text-4xl font-bold text-ink-950 sm:text-5xl">{developer.name}</h1>
          <p className="mt-1 text-lg font-semibold text-terracotta-800">{developer.role}</p>
        </div>
      </header>

      <div className="mt-8 max-w-3xl space-y-3 text-lg text-ink-700">
        {developer.bio.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="contact-heading" className={card}>
          <h2 id="contact-heading" className={cardHeading}>
            Contact
          </h2>
          <dl className="mt-4 space-y-3 text-ink-700">
            <div>
              <dt className="text-sm font-semibold text-ink-600">Email</dt>
              <dd>
                <a
                  href={`mailto:${developer.email}`}
                  className={`font-semibold text-terracotta-800 underline underline-offset-4 ${focusRing} rounded-sm`}
                >
                  {developer.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-ink-600">Location</dt>
              <dd>{developer.location}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="education-heading" className={card}>
          <h2 id="education-heading" className={cardHeading}>
            Education
          </h2>
          <p className="mt-4 font-semibold text-ink-900">{developer.education.degree}</p>
          <p className="text-ink-700">{developer.education.institution}</p>
          <p className="text-sm text-ink-600">{developer.education.years}</p>
        </section>
      </div>

      <section aria-labelledby="skills-heading" className={`${card} mt-6`}>
        <h2 id="skills-heading" className={cardHeading}>
          Skills
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {developer.skills.map((skill) => (
            <li
              key={skill}
              className="rounded-full border border-ochre-300 bg-ochre-50 px-3 py-1 text-sm font-semibold text-ink-800"
            >
              {skill}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="projects-heading" className="mt-10">
        <h2 id="projects-heading" className="font-serif text-2xl font-bold text-ink-950">
          Projects
        </h2>
        <ul className="mt-4 grid gap-6 md:grid-cols-2">
          {developer.projects.map((project) => (
            <li key={project.url} className={card}>
              <h3 className="font-serif text-lg font-bold text-ink-950">{project.name}</h3>
              <p className="mt-2 text-ink-700">{project.description}</p>
              <a
                href={project.url}
                target="_blank"
                rel="noopener noreferrer"
                className={`mt-4 inline-flex items-center gap-1 font-semibold text-terracotta-800 underline underline-offset-4 ${focusRing} rounded-sm`}
              >
                {project.linkText}
                <span className="sr-only"> (opens in a new tab)</span>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                  <path d="M11 3a1 1 0 1 0 0 2h2.6l-6.3 6.3a1 1 0 1 0 1.4 1.4L15 6.4V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
                  <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

// The router's lazy route takes this module's `Component`.
export { PortfolioPage as Component };
