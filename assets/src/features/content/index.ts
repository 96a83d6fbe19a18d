export { ArticleTeaser } from "./components/article-teaser";
export { BusinessSummary } from "./components/business-summary";
