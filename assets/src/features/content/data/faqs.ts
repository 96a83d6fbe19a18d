export type Faq = {
  id: string;
  question: string;
  answer: string[];
};

export const FAQS: Faq[] = [
  {
    id: "react-performance",
    question: "How can you improve the performance of a React application?",
    answer: [
      "Start by measuring: the React DevTools profiler and the browser's performance panel show which components render too often and which bundles are too heavy.",
      "Split the code by route with lazy loading so that a visitor downloads only what the page in front of them needs, and keep large libraries out of the first bundle.",
      "Avoid needless re-renders by keeping state as close as possible to where it is used, and reach for memo, useMemo or useCallback only where the profiler proves they help.",
      "Render long lists with virtualisation, serve images in the right size and format with lazy loading, and cache server data with a query library instead of fetching it again on every visit.",
    ],
  },
  {
    id: "state-management",
    question: "What are the different ways to manage state in a React application?",
    answer: [
      "Local state with useState or useReducer covers most needs: a toggle, a form field or a small state machine inside one component.",
      "When several components need the same value, lift the state up to their closest common parent, or share it through Context if it changes rarely, like a theme or the signed-in user.",
      "Data that lives on a server is best handled by a query library such as TanStack Query, which caches, refetches and invalidates it for you.",
      "The URL is state too, so filters and the current page belong in the route or its search parameters, and larger apps with complex client state may add a store such as Redux Toolkit or Zustand.",
    ],
  },
  {
    id: "prototypal-inheritance",
    question: "How does prototypal inheritance work in JavaScript?",
    answer: [
      "Every JavaScript object has a hidden link to another object called its prototype, and that prototype can have a prototype of its own, forming a chain.",
      "When you read a property that the object does not have, the engine walks up this chain until it finds the property or reaches null, in which case the result is undefined.",
      "Objects created with Object.create(proto), with a constructor function and new, or with the class syntax all get their prototype set this way, since classes are mostly a friendlier syntax over prototypes.",
      "Methods placed on a prototype are shared by every object that inherits from it, which saves memory, while writing a property always creates it on the object itself and shadows the inherited one.",
    ],
  },
  {
    id: "set-state-directly",
    question: "Why should you not set state directly in React?",
    answer: [
      "React only knows that something changed when you call the setter returned by useState, or setState in a class component, so assigning to the state variable or mutating the object never schedules a re-render.",
      "Mutating an object in place also breaks the cheap equality checks that React, memo and many libraries rely on, because the reference stays the same even though the contents changed.",
      "Updates are batched and may be applied later, so code that mutates state can read stale values and lose updates.",
      "Always create a new value, for example with the spread syntax, and use the functional form of the setter when the next state depends on the previous one.",
    ],
  },
  {
    id: "unit-tests",
    question: "What is a unit test and why should you write them?",
    answer: [
      "A unit test checks one small piece of code, such as a function, a hook or a component, in isolation from the rest of the system, by giving it an input and asserting on the result.",
      "Because they are small and fast, unit tests can run on every change and tell you within seconds when something breaks, long before a customer notices.",
      "They document how the code is meant to be used, and they give you the confidence to refactor, since a passing suite shows the behaviour stayed the same.",
      "Good unit tests check what a user or caller would notice rather than implementation details, so they only fail when the behaviour really changes.",
    ],
  },
];
