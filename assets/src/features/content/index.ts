export { ArticleTeaser } from "./components/article-teaser";
export { BusinessSummary } from "./components/business-summary";
export { FaqAccordion } from "./components/faq-accordion";
export { FAQS } from "./data/faqs";
export { developer } from "./data/portfolio";
