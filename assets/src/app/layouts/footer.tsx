import { Link } from "react-router-dom";
import { useAuth } from "@/features/auth";
import { BrandMark } from "./brand-mark";

/** The footer's links: a signed-in person is offered their dashboard, not Sign Up. */
function footerLinks(signedIn: boolean) {
  return [
    { to: "/paintings", label: "Paintings" },
    { to: "/allproduct", label: "All tools" },
    { to: "/blog", label: "Blog" },
    { to: "/myportfolio", label: "My Portfolio" },
    signedIn ? { to: "/dashboard", label: "Dashboard" } : { to: "/signup", label: "Sign Up" },
  ];
}

export function Footer() {
  const { user } = useAuth();
  return (
    <footer className="mt-16 bg-ink-950 text-ink-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:px-8">
        <div>
          <p className="flex items-center gap-2 font-serif text-2xl font-bold text-white">
            <BrandMark className="size-9" />
            Brush &amp; Canvas
          </p>
          <p className="mt-3 max-w-sm">Paintings to live with and the tools to make your own, chosen by painters.</p>
        </div>
        <nav aria-label="Footer" className="md:justify-self-end">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-2">
            {footerLinks(!!user).map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm hover:text-white hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ochre-300"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 py-5 text-center text-sm text-ink-300">
        © {new Date().getFullYear()} Brush &amp; Canvas. All rights reserved.
      </p>
    </footer>
  );
}
