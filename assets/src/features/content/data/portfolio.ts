export const developer = {
  name: "Maya Rahman",
  role: "Full-stack developer",
  bio: [
    "I build calm, fast web applications with React on the front and Django on the back. I care about accessible interfaces, honest performance budgets and code that the next person can read.",
    "Before writing software I spent three years restoring frames in a small gallery, which is why I still love the smell of linseed oil and why this shop is close to my heart.",
  ],
  email: "maya.rahman@example.com",
  location: "Chattogram, Bangladesh (working remotely)",
  education: {
    degree: "BSc in Computer Science and Engineering",
    institution: "University of Chittagong",
    years: "2015 – 2019",
  },
  skills: [
    "TypeScript",
    "React",
    "TanStack Query",
    "Tailwind CSS",
    "Node.js",
    "Python",
    "Django",
    "Django REST Framework",
    "PostgreSQL",
    "Testing Library",
    "Playwright",
    "Accessibility (WCAG 2.2)",
  ],
  projects: [
    {
      name: "Inkwell",
      url: "https://inkwell.example.com",
      linkText: "Try the Inkwell notebook demo",
      description:
        "A collaborative markdown notebook with real-time editing, built with React, Django Channels and PostgreSQL.",
    },
    {
      name: "Palette Finder",
      url: "https://palette-finder.example.com",
      linkText: "Open Palette Finder in your browser",
      description:
        "A small web app that extracts a colour palette from any painting and checks each pair for readable contrast.",
    },
  ],
};
