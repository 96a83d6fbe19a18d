export { ArticleTeaser } from "./components/article-teaser";
export { BusinessSummary } from "./components/business-summary";
export { FaqAccordion } from "./components/faq-accordion";
export { FAQS, type Faq } from "./data/faqs";
export { developer } from "./data/portfolio";
