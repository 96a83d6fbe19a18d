// Home's first script (templates/web/index.html): it adds the app's scripts (its
// data-scripts, run in that order) once the placeholder's picture has painted, so that on a
// slow link they do not share the picture's bandwidth: it is the page's largest paint (LCP).
// Where the browser cannot tell that paint, or after 3 s, or if the picture fails: at once.
const { dataset } = document.currentScript;
const picture = document.querySelector("#shell img");

const start = () => {
  for (const src of dataset.scripts?.split(" ") ?? []) {
    document.head.append(Object.assign(document.createElement("script"), { src, async: false }));
  }
  delete dataset.scripts; // added once
};

const broken = picture?.complete && !picture.naturalWidth; // failed before this ran
if (picture && !broken && PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.element === picture)) start();
  }).observe({ type: "largest-contentful-paint", buffered: true });
  picture.onerror = start;
  setTimeout(start, 3000);
} else {
  start();
}
